import { Menu, X } from 'lucide-react'
import { Link, NavLink } from 'react-router'
import { usePractice } from '#app/lib/practice.ts'
import { cn } from '#app/lib/cn.ts'
import { mainNavigation, paths } from '#shared/paths.ts'
import { ExternalLink } from './external-link.tsx'

const linkBase = 'rounded-full px-3 py-2 font-medium no-underline transition-colors'

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(linkBase, isActive ? 'bg-brand-100 text-brand-800' : 'text-ink hover:bg-brand-50 hover:text-brand-700')
}

/**
 * The fixed top navigation. On small screens the links fold into a native popover menu: the
 * browser opens it from the toggle, closes it on Escape (focus back on the toggle) and on a click
 * outside; the site script closes it when a link in it is used (shared/public-scripts.ts).
 */
export function SiteHeader() {
  const practice = usePractice()
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="container-page flex h-16 items-center justify-between gap-4">
        <Link to={paths.home} className="font-serif text-lg font-semibold text-brand-800 no-underline sm:text-xl">
          {practice.doctorName}
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {mainNavigation.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === paths.home} className={navLinkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <ExternalLink href={practice.schedulerUrl} className="btn btn-primary hidden md:inline-flex">
          Book Now
        </ExternalLink>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 md:hidden"
          popoverTarget="mobile-menu"
          aria-controls="mobile-menu"
        >
          <Menu aria-hidden="true" className="size-6 in-[header:has(#mobile-menu:popover-open)]:hidden" />
          <X aria-hidden="true" className="hidden size-6 in-[header:has(#mobile-menu:popover-open)]:block" />
          <span className="sr-only in-[header:has(#mobile-menu:popover-open)]:hidden">Open menu</span>
          <span className="sr-only hidden in-[header:has(#mobile-menu:popover-open)]:inline">Close menu</span>
        </button>
      </nav>
      <div
        id="mobile-menu"
        popover="auto"
        className="inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-t border-brand-100 bg-white text-ink shadow-lg md:hidden"
      >
        <ul className="container-page flex flex-col gap-1 py-3">
          {mainNavigation.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === paths.home}
                className={(state) => cn(navLinkClass(state), 'block rounded-lg px-4 py-3')}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className="pt-2">
            <ExternalLink href={practice.schedulerUrl} className="btn btn-primary w-full">
              Book Now
            </ExternalLink>
          </li>
        </ul>
      </div>
    </header>
  )
}

import { Menu, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { usePractice } from '#app/lib/practice.ts'
import { cn } from '#app/lib/cn.ts'
import { mainNavigation, paths } from '#shared/paths.ts'
import { ExternalLink } from './external-link.tsx'

const linkBase = 'rounded-full px-3 py-2 font-medium no-underline transition-colors'

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(linkBase, isActive ? 'bg-brand-100 text-brand-800' : 'text-ink hover:bg-brand-50 hover:text-brand-700')
}

/**
 * The fixed top navigation. On small screens the links fold into a menu that closes when a link
 * or Book Now is used, on Escape (focus returns to the toggle) and on a click outside.
 */
export function SiteHeader() {
  const practice = usePractice()
  const [isOpen, setIsOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const headerRef = useRef<HTMLElement>(null)
  const { pathname } = useLocation()

  // Any navigation (back button included) closes the menu; adjusted during render, not in an effect.
  const [menuPathname, setMenuPathname] = useState(pathname)
  if (menuPathname !== pathname) {
    setMenuPathname(pathname)
    setIsOpen(false)
  }

  useEffect(() => {
    if (!isOpen) return
    menuRef.current?.querySelector<HTMLElement>('a')?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setIsOpen(false)
      toggleRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setIsOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [isOpen])

  const close = () => setIsOpen(false)

  return (
    <header ref={headerRef} className="fixed inset-x-0 top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
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
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 md:hidden"
          aria-expanded={isOpen}
          aria-controls="mobile-menu"
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          <span className="sr-only">{isOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
      </nav>
      <div
        id="mobile-menu"
        ref={menuRef}
        hidden={!isOpen}
        className="border-t border-brand-100 bg-white shadow-lg md:hidden"
      >
        <ul className="container-page flex flex-col gap-1 py-3">
          {mainNavigation.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === paths.home}
                onClick={close}
                className={(state) => cn(navLinkClass(state), 'block rounded-lg px-4 py-3')}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className="pt-2">
            <ExternalLink
              href={practice.schedulerUrl}
              className="btn btn-primary w-full"
              onClick={() => {
                close()
                toggleRef.current?.focus()
              }}
            >
              Book Now
            </ExternalLink>
          </li>
        </ul>
      </div>
    </header>
  )
}

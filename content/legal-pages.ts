/**
 * The starter texts of the practice's legal pages, written for this practice and for what this
 * website really does (read the code before changing a sentence: server/visits, server/http,
 * server/images, server/auth). The owner edits each page in the admin panel; a saved page replaces
 * its starter. Texts use the blog's line format (app/lib/post-body.tsx): '# ' headings, '- '
 * items, `[text](url)` links.
 *
 * Sources: HIPAA Notice of Privacy Practices, 45 CFR 164.520; Good Faith Estimate, No Surprises
 * Act (45 CFR 149.610 and 149.620) and the CMS model notice CMS-10791; 988 Suicide & Crisis
 * Lifeline.
 */
import type { LegalPageKey } from '#shared/schemas/legal-page.ts'
import { afterHoursRate, formatPrice, hourlyRate, priceTiers } from './pricing.ts'
import type { PracticeConfig } from './practice.ts'

/** The day these starters were written: their "Last updated" until the owner saves her own. */
export const starterPagesDate = '2026-11-24T12:00:00.000Z'

/**
 * Starters that make promises only the owner can make (how her practice handles health records,
 * the terms she offers): the admin marks them as needing her review until she saves them.
 */
export const startersNeedingReview: ReadonlySet<LegalPageKey> = new Set(['notice-of-privacy-practices', 'terms-of-service'])

type Facts = Pick<PracticeConfig, 'practiceName' | 'doctorName' | 'phoneDisplay' | 'phoneE164' | 'email' | 'address'>

function contactLines(practice: Facts): string[] {
  const { address } = practice
  return [
    `- Phone: [${practice.phoneDisplay}](tel:${practice.phoneE164})`,
    `- Email: [${practice.email}](mailto:${practice.email})`,
    `- Post: ${practice.practiceName}, ${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
  ]
}

function privacyPolicy(practice: Facts): string[] {
  return [
    `This policy explains what this website collects when you visit it. ${practice.practiceName} wrote it to match exactly what the site does.`,
    'Health information you share as a client (in sessions, on intake forms, in messages) is covered by our Notice of Privacy Practices, linked at the foot of every page.',
    '# The short version',
    '- No cookies, advertising, tracking pixels or analytics services for visitors.',
    '- Nothing is loaded from another company while you read the site: fonts, images and scripts all come from this website.',
    '- Your IP address is never stored, in the database or in server logs.',
    '- The site has no contact form and no accounts for visitors.',
    '# What we count, and how',
    'When a page opens, the site records the address of the page, the date and time, and, if you followed a link from another website, only that website\'s name (for example "duckduckgo.com", never the full address of the page you came from).',
    'To tell how many different people visited on one day without identifying anyone, the server combines your connection\'s IP address and your browser\'s identification string (its user agent) with a random value made for that day, and keeps only the scrambled result (a one-way hash). The random value is deleted within an hour after the day ends (the practice\'s day, in its time zone), so no visit can be traced back to you or linked to your visits on other days.',
    'To keep the figures honest, the server also counts visits per connection per minute, again only as a hash made with the day\'s random value; these counts are deleted within about an hour.',
    'Search engines and other automated visitors are not counted. After 30 days, visit records are reduced to daily totals per page.',
    '# What we never keep',
    '- Your IP address, your browser or device details, or your location.',
    '- Cookies or any other identifier stored on your device.',
    '- Server logs record the page asked for, the answer and how long it took, without your address.',
    '# Other services, only when you choose them',
    'Some links lead to other companies. Nothing is sent to them unless you click, and what happens there is covered by their own privacy policies:',
    '- Booking a consultation opens our scheduling service in a new tab.',
    '- Paying for concierge care opens our card-payment provider\'s checkout page.',
    '- The map of the office loads from OpenStreetMap only when you press "Show map"; the search and directions links open OpenStreetMap too. OpenStreetMap then receives your IP address and browser details, as any website you open does.',
    '- Social media links open those services.',
    '# Blog images',
    'Photos published on the blog are re-encoded by the site before they appear, which removes hidden details a camera or phone stores in the file (such as the camera model and the GPS location where the photo was taken).',
    '# The practice\'s own sign-in',
    `The only cookie this website ever sets is a sign-in cookie for ${practice.doctorName} when she signs in to manage the site. Visitors never receive it.`,
    '# Email and phone',
    'If you email or call us, your message reaches us through our email and phone providers, not through this website. Ordinary email is not a secure way to send health information: please keep clinical details for a phone call or a session.',
    '# Changes and questions',
    'When this policy changes, the date at the top of the page changes with it. Questions about your privacy are welcome:',
    ...contactLines(practice),
  ]
}

function termsOfService(practice: Facts): string[] {
  return [
    `These terms apply to this website, run by ${practice.practiceName}. By using the site you accept them.`,
    '# Information, not treatment',
    'The articles and pages here are general information about mental health and therapy. They are not medical or psychological advice for your situation, and reading them, emailing us or booking a consultation call does not by itself make you a client. A therapist–client relationship begins only when we both agree to work together and you have signed the practice\'s intake and consent forms.',
    '# Not for emergencies',
    'This website and our email are not monitored for emergencies, and the practice does not provide emergency services. If you are in crisis or thinking about harming yourself, call or text [988](tel:988) (the Suicide & Crisis Lifeline). In an emergency, call [911](tel:911) or go to the nearest emergency room.',
    '# Booking and payment',
    'Consultation calls are booked through an outside scheduling service, and concierge care is paid through an outside card-payment provider; their own terms and privacy policies apply there. Fees, cancellations and other terms of treatment are set out in the agreement you receive before treatment begins, together with a Good Faith Estimate of the expected charges when you are not using insurance.',
    '# Outside links',
    'Links to other websites are offered for convenience. We do not control those sites and are not responsible for their content.',
    '# Content',
    `The text and images on this site belong to ${practice.practiceName} unless stated otherwise. You are welcome to link to any page or share an article's address; please ask before copying content elsewhere.`,
    '# Accuracy',
    'We work to keep the site accurate and up to date, but research and circumstances change, and we cannot promise that every page is complete or current at every moment.',
    '# Changes and questions',
    'When these terms change, the date at the top of the page changes with them. Questions:',
    ...contactLines(practice),
  ]
}

function noticeOfPrivacyPractices(practice: Facts): string[] {
  return [
    '*This notice describes how medical information about you may be used and disclosed and how you can get access to this information. Please review it carefully.*',
    `${practice.practiceName} is required by law to keep your protected health information private, to give you this notice of our legal duties and privacy practices, to follow the notice currently in effect, and to notify you if a breach affects your unsecured health information. This notice follows the HIPAA Privacy Rule, 45 CFR 164.520. Where Pennsylvania law protects mental health information more strictly than HIPAA, we follow the stricter rule.`,
    '# How we may use and share your information',
    '- Treatment: to provide and coordinate your care, for example with another clinician who treats you, with your permission where the law requires it.',
    '- Payment: to bill and collect for services, for example when you ask us for a statement to send to your insurer for out-of-network reimbursement.',
    '- Health care operations: to run the practice, for example to keep records, check the quality of care, or work with service providers who sign agreements to protect your information.',
    '# Uses and disclosures the law allows or requires without your authorization',
    '- When required by law, including reports of suspected child abuse or neglect.',
    '- To prevent or lessen a serious and imminent threat to the health or safety of a person or the public.',
    '- For health oversight activities, such as a licensing board review.',
    '- In judicial and administrative proceedings, in response to a court order or as the law otherwise allows.',
    '- To a coroner or medical examiner, for specialized government functions, and for workers\' compensation, as the law allows.',
    '# Uses that need your written authorization',
    '- Psychotherapy notes (notes kept separately from your record about the content of sessions), with limited exceptions the law sets out.',
    '- Marketing and the sale of health information. We do neither.',
    '- Any other use not described in this notice.',
    'You may revoke an authorization in writing at any time, except where we have already acted on it.',
    '# Your rights',
    '- To see and get a copy of your health information, on paper or electronically, usually within 30 days. We may charge a reasonable, cost-based fee.',
    '- To ask us to correct information you believe is wrong or incomplete. We may say no, and will tell you why in writing.',
    '- To ask us to contact you in a particular way (for example, a different phone number) or at a different address. We will agree to reasonable requests.',
    '- To ask us to limit what we use or share. We are not required to agree, except that when you pay for a service in full out of pocket, you may ask us not to share information about it with your health insurer, and we will agree unless the law requires us to share it.',
    '- To get a list (an accounting) of certain disclosures we made in the six years before your request.',
    '- To get a paper copy of this notice at any time, even if you agreed to receive it electronically.',
    '- To choose someone to act for you, such as a legal guardian or a person with your health care power of attorney.',
    '# Complaints',
    'If you believe your privacy rights have been violated, you may complain to us using the contact details below, or to the U.S. Department of Health and Human Services, Office for Civil Rights, at [www.hhs.gov/ocr/complaints](https://www.hhs.gov/ocr/complaints) or 1-800-368-1019. We will not retaliate against you for filing a complaint.',
    '# Changes to this notice',
    'We may change this notice, and the changes will apply to all information we hold. The current notice is always on this page, with its date at the top, and a paper copy is available at the office.',
    '# Contact',
    `Privacy questions and requests go to ${practice.doctorName}, who acts as the practice's privacy officer:`,
    ...contactLines(practice),
    'Effective from the "Last updated" date shown above.',
  ]
}

function goodFaithEstimate(practice: Facts): string[] {
  const tiers = priceTiers.map((tier) => `- ${tier.hours}-hour therapy intensive: ${formatPrice(tier.price)} (${tier.hours} hours at ${formatPrice(tier.price / tier.hours)} an hour)`)
  return [
    'You have the right to receive a "Good Faith Estimate" explaining how much your care will cost.',
    'Under the No Surprises Act, health care providers must give people who do not have insurance, or who are not using their insurance, an estimate of the expected charges for their care. This notice follows the federal model notice "Right to Receive a Good Faith Estimate of Expected Charges" (CMS-10791).',
    '# Your rights',
    '- You have the right to a Good Faith Estimate of the total expected cost of any non-emergency services, whenever you are uninsured or choose not to use insurance.',
    '- You will receive it in writing before your first session: within 1 business day of scheduling when the session is at least 3 business days away, and within 3 business days when it is at least 10 business days away or when you ask for one (45 CFR 149.610).',
    '- You can ask us for a Good Faith Estimate before you schedule anything.',
    '- If you receive a bill that is at least $400 more than your Good Faith Estimate, you can dispute the bill through the federal patient-provider dispute resolution process. You have 120 calendar days from receiving the bill to start it (45 CFR 149.620).',
    '- Keep a copy or a picture of your Good Faith Estimate.',
    '# Our fees',
    `Therapy intensives are always self-pay: insurance does not cover them, and ${practice.practiceName} does not bill insurance companies directly. Every client who is not using insurance receives a Good Faith Estimate. The fees it is based on are:`,
    `- Sessions: ${formatPrice(hourlyRate)} an hour; ${formatPrice(afterHoursRate)} an hour after hours.`,
    ...tiers,
    '- Concierge care: a monthly membership paid by card; its fee is stated in your estimate before you join.',
    'Your estimate lists the sessions planned for you and their expected cost. It is an estimate: if your care changes, we will give you a new one.',
    '# Questions',
    'For questions or more information about your right to a Good Faith Estimate, visit [www.cms.gov/nosurprises](https://www.cms.gov/nosurprises) or call 1-800-985-3059. To ask us for an estimate:',
    ...contactLines(practice).slice(0, 2),
  ]
}

function accessibility(practice: Facts): string[] {
  return [
    `${practice.practiceName} wants everyone to be able to use this website, including people who use a screen reader, a keyboard, voice control, magnification or other assistive technology.`,
    '# What we do',
    '- We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
    '- Pages use headings, landmarks and labels that assistive technology understands, and every control works with a keyboard, with a visible focus outline.',
    '- Text and controls are designed for sufficient color contrast, and the pages reflow on small screens and when text is enlarged.',
    '- Animation is reduced when your device asks for reduced motion.',
    '- Whenever the site\'s code changes, its pages are checked with automated accessibility tests (axe-core).',
    '# Known limits',
    'Booking, card payment and the office map are provided by other companies and open outside this website. We choose services with accessibility in mind but cannot fully control them. If one of them gets in your way, call or email us and we will book, take payment or give directions another way.',
    '# Tell us about a barrier',
    'If something on this site is hard to use, please tell us what page you were on and what happened. We will reply, fix what we can, and give you the information in another format in the meantime.',
    ...contactLines(practice).slice(0, 2),
  ]
}

const starters: Record<LegalPageKey, { title: string; lines: (practice: Facts) => string[] }> = {
  'privacy-policy': { title: 'Privacy Policy', lines: privacyPolicy },
  'terms-of-service': { title: 'Terms of Service', lines: termsOfService },
  'notice-of-privacy-practices': { title: 'Notice of Privacy Practices', lines: noticeOfPrivacyPractices },
  'good-faith-estimate': { title: 'Good Faith Estimate', lines: goodFaithEstimate },
  accessibility: { title: 'Accessibility Statement', lines: accessibility },
}

/** A page's starter title and text, filled in with the practice's current settings. */
export function starterPage(key: LegalPageKey, practice: Facts): { title: string; content: string } {
  const starter = starters[key]
  return { title: starter.title, content: starter.lines(practice).join('\n') }
}

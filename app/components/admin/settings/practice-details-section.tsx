import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { fieldErrors, settingsQueryOptions, useSaveSettings } from '#app/admin-api/settings.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Input, Textarea } from '#app/components/ui/field.tsx'
import { settingsFieldId } from '#shared/schemas/go-live.ts'
import { practiceSettingsSchema, settingsLimits, weekDays, type PracticeSettingsInput, type SettingsResponse, type WeekDay } from '#shared/schemas/settings.ts'
import { SettingsField } from './settings-field.tsx'
import { SectionQueryState, SettingsSection } from './settings-section.tsx'

type TextName =
  | 'ownerName'
  | 'doctorName'
  | 'credentials'
  | 'licenceState'
  | 'licenceNumber'
  | 'practiceName'
  | 'tagline'
  | 'phone'
  | 'email'
  | 'street'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'schedulerUrl'
  | 'conciergeCheckoutUrl'
  | 'mapsQuery'
  | 'facebookUrl'
  | 'instagramUrl'
  | 'linkedinUrl'
  | 'telehealthStatement'
  | 'timeZone'
  | 'areasServed'
  | 'mapLatitude'
  | 'mapLongitude'
  | 'foundedYear'

interface DayHours {
  isOpen: boolean
  opens: string
  closes: string
}

interface FormValues {
  text: Record<TextName, string>
  hours: Record<WeekDay, DayHours>
}

/** US time zones offered in the list; any other zone already saved is offered too. */
const usTimeZones = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu']

function toForm(settings: SettingsResponse): FormValues {
  const { areasServed, openingHours, mapLatitude, mapLongitude, foundedYear, ...rest } = settings
  const text = {} as Record<TextName, string>
  for (const name of Object.keys(rest) as Array<keyof typeof rest>) {
    if (name !== 'phoneE164' && name !== 'updatedAt') text[name] = String(rest[name])
  }
  text.areasServed = areasServed.join(', ')
  text.mapLatitude = String(mapLatitude)
  text.mapLongitude = String(mapLongitude)
  text.foundedYear = String(foundedYear)
  const hours = {} as Record<WeekDay, DayHours>
  for (const day of weekDays) {
    const open = openingHours.find((entry) => entry.day === day)
    hours[day] = open ? { isOpen: true, opens: open.opens, closes: open.closes } : { isOpen: false, opens: '09:00', closes: '17:00' }
  }
  return { text, hours }
}

const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value))

/** The object PUT /api/admin/settings takes, from what the form holds. */
function toInput({ text, hours }: FormValues): PracticeSettingsInput {
  const { areasServed, mapLatitude, mapLongitude, foundedYear, ...rest } = text
  return {
    ...rest,
    areasServed: areasServed
      .split(',')
      .map((area) => area.trim())
      .filter(Boolean),
    mapLatitude: toNumber(mapLatitude),
    mapLongitude: toNumber(mapLongitude),
    foundedYear: toNumber(foundedYear),
    openingHours: weekDays.filter((day) => hours[day].isOpen).map((day) => ({ day, opens: hours[day].opens, closes: hours[day].closes })),
  }
}

/**
 * Field messages keyed by form field. Opening-hours messages arrive as 'openingHours.N.closes',
 * N counting only the open days sent; they are shown on that day.
 */
function messagesByField(fields: Record<string, string[]>, values: FormValues): Record<string, string[]> {
  const openDays = weekDays.filter((day) => values.hours[day].isOpen)
  const out: Record<string, string[]> = {}
  for (const [path, messages] of Object.entries(fields)) {
    const match = /^openingHours\.(\d+)/.exec(path)
    const key = match ? `hours-${openDays[Number(match[1])] ?? 'all'}` : path === 'openingHours' ? 'hours-all' : path
    ;(out[key] ??= []).push(...messages)
  }
  return out
}

function zodFields(input: PracticeSettingsInput): Record<string, string[]> | null {
  const result = practiceSettingsSchema.safeParse(input)
  if (result.success) return null
  const fields: Record<string, string[]> = {}
  for (const issue of result.error.issues) (fields[issue.path.join('.') || '_'] ??= []).push(issue.message)
  return fields
}

/** Practice details: every fact of the practice the site shows, saved together. */
export function PracticeDetailsSection() {
  const settings = useQuery(settingsQueryOptions)
  return (
    <SettingsSection
      id="settings-practice"
      title="Practice details"
      description="Your name, contact details, office, hours and outside links, as every page of the website shows them. A save is live at once."
    >
      {!settings.isSuccess ? (
        <SectionQueryState query={settings} loading="Loading settings…" failure="Could not load the settings." />
      ) : (
        <PracticeDetailsForm key={settings.data.updatedAt ?? 'defaults'} settings={settings.data} />
      )}
    </SettingsSection>
  )
}

function PracticeDetailsForm({ settings }: { settings: SettingsResponse }) {
  const [values, setValues] = useState(() => toForm(settings))
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const save = useSaveSettings()
  const formId = useId()

  const setText = (name: TextName) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, text: { ...current.text, [name]: event.target.value } }))
  const setDay = (day: WeekDay, change: Partial<DayHours>) => setValues((current) => ({ ...current, hours: { ...current.hours, [day]: { ...current.hours[day], ...change } } }))

  const showErrors = (fields: Record<string, string[]>) => {
    const byField = messagesByField(fields, values)
    setErrors(byField)
    const first = Object.keys(byField)[0]
    if (first) document.getElementById(first.startsWith('hours-') ? `${formId}-${first}` : settingsFieldId(first.split('.')[0]!))?.focus()
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending) return
    const input = toInput(values)
    const invalid = zodFields(input)
    if (invalid) {
      showErrors(invalid)
      return
    }
    setErrors({})
    save.mutate(input, {
      onError: (error) => {
        const fields = fieldErrors(error)
        if (fields) showErrors(fields)
      },
    })
  }

  const text = (name: TextName, label: string, options: { required?: boolean; hint?: string; type?: string; maxLength?: number; autoComplete?: string; className?: string; inputMode?: 'decimal' | 'numeric' } = {}) => (
    <SettingsField id={settingsFieldId(name)} label={label} required={options.required} hint={options.hint} errors={errors[name]} className={options.className}>
      {(describedBy, isInvalid) => (
        <Input
          id={settingsFieldId(name)}
          type={options.type ?? 'text'}
          value={values.text[name]}
          onChange={setText(name)}
          required={options.required}
          maxLength={options.maxLength}
          autoComplete={options.autoComplete ?? 'off'}
          inputMode={options.inputMode}
          aria-describedby={describedBy}
          aria-invalid={isInvalid || undefined}
        />
      )}
    </SettingsField>
  )

  const zones = usTimeZones.includes(values.text.timeZone) ? usTimeZones : [values.text.timeZone, ...usTimeZones]
  const legend = 'font-sans text-base font-semibold text-brand-900'

  return (
    <form onSubmit={submit} noValidate className="space-y-8" aria-label="Practice details">
      <p className="text-sm text-muted">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className={legend}>You</legend>
        {text('ownerName', 'Your name', { required: true, hint: 'Without title, e.g. Morgan Avery', maxLength: settingsLimits.name })}
        {text('doctorName', 'Name shown on the site', { required: true, hint: 'Also the default author of posts, e.g. Dr. Morgan Avery', maxLength: settingsLimits.name })}
        {text('credentials', 'Credentials', { required: true, hint: 'e.g. PsyD, Licensed Psychologist', maxLength: settingsLimits.credentials })}
        <div className="grid grid-cols-[6rem_1fr] gap-3">
          {text('licenceState', 'Licence state', { required: true, maxLength: 2 })}
          {text('licenceNumber', 'Licence number', { required: true, maxLength: settingsLimits.licenceNumber })}
        </div>
      </fieldset>

      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className={legend}>Practice</legend>
        {text('practiceName', 'Practice name', { required: true, maxLength: settingsLimits.name })}
        {text('foundedYear', 'Year founded', { required: true, inputMode: 'numeric', maxLength: 4 })}
        {text('tagline', 'Tagline', { required: true, maxLength: settingsLimits.tagline, className: 'md:col-span-2' })}
        <SettingsField
          id={settingsFieldId('telehealthStatement')}
          label="Telehealth statement"
          hint="Where you may see clients by video, e.g. your PSYPACT wording. Leave empty to show none."
          errors={errors.telehealthStatement}
          className="md:col-span-2"
        >
          {(describedBy, isInvalid) => (
            <Textarea
              id={settingsFieldId('telehealthStatement')}
              rows={2}
              value={values.text.telehealthStatement}
              onChange={setText('telehealthStatement')}
              maxLength={settingsLimits.telehealthStatement}
              aria-describedby={describedBy}
              aria-invalid={isInvalid || undefined}
            />
          )}
        </SettingsField>
      </fieldset>

      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className={legend}>Contact</legend>
        {text('phone', 'Phone', { required: true, type: 'tel', hint: 'As it should be shown, e.g. (610) 555-0134. Numbers outside the US start with + and the country code.', maxLength: 30 })}
        {text('email', 'Email', { required: true, type: 'email', maxLength: settingsLimits.email })}
      </fieldset>

      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className={legend}>Office</legend>
        {text('street', 'Street address', { required: true, maxLength: settingsLimits.street, className: 'md:col-span-2' })}
        {text('city', 'City', { required: true, maxLength: settingsLimits.city })}
        <div className="grid grid-cols-[6rem_1fr] gap-3">
          {text('state', 'State', { required: true, maxLength: 2 })}
          {text('postalCode', 'ZIP code', { required: true, inputMode: 'numeric', maxLength: settingsLimits.postalCode })}
        </div>
        {text('areasServed', 'Areas served', { hint: 'Separated by commas, e.g. Bethlehem, Allentown, Easton', className: 'md:col-span-2' })}
        {text('mapsQuery', 'Address the map links search for', { required: true, maxLength: settingsLimits.mapsQuery, className: 'md:col-span-2' })}
        {text('mapLatitude', 'Map latitude', { required: true, inputMode: 'decimal', hint: 'Where the map’s marker sits, e.g. 40.6230' })}
        {text('mapLongitude', 'Map longitude', { required: true, inputMode: 'decimal', hint: 'e.g. -75.3800' })}
        <SettingsField id={settingsFieldId('timeZone')} label="Time zone" required hint="Visitor figures count days from its midnight." errors={errors.timeZone}>
          {(describedBy, isInvalid) => (
            <select
              id={settingsFieldId('timeZone')}
              value={values.text.timeZone}
              onChange={setText('timeZone')}
              aria-describedby={describedBy}
              aria-invalid={isInvalid || undefined}
              className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-clay-600"
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace('_', ' ')}
                </option>
              ))}
            </select>
          )}
        </SettingsField>
      </fieldset>

      <fieldset>
        <legend className={legend}>Opening hours</legend>
        <p className="mt-1 text-sm text-muted">Shown to search engines with the practice’s details.</p>
        {errors['hours-all'] ? <p className="mt-1 text-sm font-semibold text-red-700">{errors['hours-all'].join(' ')}</p> : null}
        <ul className="mt-3 space-y-2">
          {weekDays.map((day) => {
            const hours = values.hours[day]
            const dayErrors = errors[`hours-${day}`]
            const errorId = dayErrors ? `${formId}-hours-${day}-error` : undefined
            return (
              <li key={day} className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <label className="flex min-h-11 w-36 items-center gap-2 font-semibold">
                  <input
                    id={`${formId}-hours-${day}`}
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    checked={hours.isOpen}
                    onChange={(event) => setDay(day, { isOpen: event.target.checked })}
                  />
                  {day}
                </label>
                {hours.isOpen ? (
                  <>
                    <label className="flex items-center gap-2 text-sm">
                      Opens
                      <Input type="time" aria-label={`Opens on ${day}`} className="w-32" value={hours.opens} onChange={(event) => setDay(day, { opens: event.target.value })} aria-describedby={errorId} />
                    </label>
                    <label className="flex items-center gap-2 text-sm">
                      Closes
                      <Input
                        type="time"
                        aria-label={`Closes on ${day}`}
                        className="w-32"
                        value={hours.closes}
                        onChange={(event) => setDay(day, { closes: event.target.value })}
                        aria-describedby={errorId}
                        aria-invalid={dayErrors ? true : undefined}
                      />
                    </label>
                  </>
                ) : (
                  <span className="text-sm text-muted">Closed</span>
                )}
                {errorId ? (
                  <p id={errorId} className="w-full text-sm font-semibold text-red-700">
                    {dayErrors!.join(' ')}
                  </p>
                ) : null}
              </li>
            )
          })}
        </ul>
      </fieldset>

      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className={legend}>Outside links</legend>
        {text('schedulerUrl', 'Booking link', { required: true, type: 'url', hint: 'Your scheduling service’s consultation page (https://…)', maxLength: settingsLimits.url })}
        {text('conciergeCheckoutUrl', 'Concierge checkout link', { required: true, type: 'url', hint: 'Your card-payment provider’s checkout page (https://…)', maxLength: settingsLimits.url })}
        {text('facebookUrl', 'Facebook', { type: 'url', hint: 'Optional: left empty, no icon is shown', maxLength: settingsLimits.url })}
        {text('instagramUrl', 'Instagram', { type: 'url', hint: 'Optional', maxLength: settingsLimits.url })}
        {text('linkedinUrl', 'LinkedIn', { type: 'url', hint: 'Optional', maxLength: settingsLimits.url })}
      </fieldset>

      <div className="flex flex-col items-stretch gap-3 border-t border-brand-100 pt-5 sm:flex-row sm:items-center sm:justify-end">
        {Object.keys(errors).length > 0 ? (
          <p role="alert" className="text-sm font-semibold text-red-700 sm:mr-auto">
            Nothing was saved: please correct the fields marked above.
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  )
}

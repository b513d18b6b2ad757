import { X } from 'lucide-react'
import { useId } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Input, Label } from '#app/components/ui/field.tsx'

export interface FeaturedImageFieldProps {
  value: string
  onChange: (value: string) => void
}

/**
 * The featured image: for now an address field with a thumbnail and a remove button. The image
 * upload replaces the address field with an Upload Image button; the contract (a value that is a
 * URL or an /objects/uploads/… path, and onChange) stays.
 */
export function FeaturedImageField({ value, onChange }: FeaturedImageFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <div>
      <Label htmlFor={id}>Featured Image</Label>
      <Input
        id={id}
        type="text"
        inputMode="url"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="/objects/uploads/…"
        aria-describedby={hintId}
      />
      <p id={hintId} className="mt-1 text-sm text-muted">
        The address of an image on this site.
      </p>
      {value.trim() ? (
        <div className="mt-3 flex items-start gap-3">
          <img src={value.trim()} alt="Featured image preview" className="h-24 w-36 rounded-lg border border-brand-100 bg-brand-50 object-cover" />
          <Button variant="outline" onClick={() => onChange('')}>
            <X aria-hidden="true" className="size-4" />
            Remove image
          </Button>
        </div>
      ) : null}
    </div>
  )
}

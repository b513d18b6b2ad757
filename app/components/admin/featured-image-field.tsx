import * as Dialog from '@radix-ui/react-dialog'
import { ImageUp, X } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { getUploadedImageId, uploadedImageUrl } from '#shared/uploaded-images.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'

// Uppy and the uploader load when the dialog first opens: the rest of the admin panel, and every
// public page, never download them.
const ImageUploader = lazy(() => import('./image-uploader.tsx'))

export interface FeaturedImageFieldProps {
  value: string
  onChange: (value: string) => void
}

/** The preview's address: the small variant of one of our uploads, or the address as it is. */
function previewSrc(value: string): string {
  const id = getUploadedImageId(value)
  return id ? uploadedImageUrl(id, 480) : value
}

/**
 * The featured image: an Upload Image button opening the upload dialog, a
 * thumbnail of the chosen image and a remove button. The value is an /objects/uploads/<id> path
 * (or, if registration failed, the uploaded file's address); onChange receives the new one.
 */
export function FeaturedImageField({ value, onChange }: FeaturedImageFieldProps) {
  const labelId = useId()
  const [isOpen, setIsOpen] = useState(false)
  const image = value.trim()
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="mb-1 block text-sm font-semibold text-ink">
        Featured Image
      </p>
      <div className="flex flex-wrap items-start gap-3">
        {image ? <img src={previewSrc(image)} alt="Featured image preview" className="h-24 w-36 rounded-lg border border-brand-100 bg-brand-50 object-cover" /> : null}
        <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
          <Dialog.Trigger asChild>
            <Button variant="outline">
              <ImageUp aria-hidden="true" className="size-4" />
              Upload Image
            </Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
            <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100%-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl">
              <div className="flex items-start justify-between gap-4">
                <Dialog.Title className="text-xl font-semibold text-brand-800">Upload Image</Dialog.Title>
                <Dialog.Close className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50">
                  <X aria-hidden="true" className="size-5" />
                  <span className="sr-only">Close</span>
                </Dialog.Close>
              </div>
              <Dialog.Description className="mt-2 text-sm text-muted">Choose an image, then press Upload.</Dialog.Description>
              <Suspense
                fallback={
                  <p role="status" className="mt-4 flex items-center gap-3 text-sm text-muted">
                    <Spinner className="size-5 border-2" />
                    Loading the uploader…
                  </p>
                }
              >
                <ImageUploader
                  onUploaded={(featuredImage) => {
                    onChange(featuredImage)
                    setIsOpen(false)
                  }}
                />
              </Suspense>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        {image ? (
          <Button variant="outline" onClick={() => onChange('')}>
            <X aria-hidden="true" className="size-4" />
            Remove image
          </Button>
        ) : null}
      </div>
    </div>
  )
}

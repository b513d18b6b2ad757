import AwsS3 from '@uppy/aws-s3'
import Uppy, { type UppyFile } from '@uppy/core'
import { useEffect, useId, useRef, useState } from 'react'
import { describeError } from '#app/admin-api/client.ts'
import { registerUploadedImage, requestUploadUrl } from '#app/admin-api/images.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Label } from '#app/components/ui/field.tsx'

/** One image file of at most 5 MB (5,242,880 bytes). */
export const maxImageBytes = 5_242_880

type Meta = Record<string, never>
type Body = Record<string, never>

export interface ImageUploaderProps {
  /** Called with the registered object path (or, when registration fails, the raw uploaded address). */
  onUploaded(featuredImage: string): void
}

/**
 * Uppy with its S3 uploader, one file at a time, started by the Upload button (auto start off).
 * Uppy keeps its own behaviour: restriction messages from its locale, retries after 0, 1, 3 and
 * 5 s, a pause while the browser is offline. The PUT target comes from our API.
 */
function createUppy() {
  return new Uppy<Meta, Body>({
    autoProceed: false,
    restrictions: { maxNumberOfFiles: 1, maxFileSize: maxImageBytes, allowedFileTypes: ['image/*'] },
  }).use(AwsS3<Meta, Body>, {
    // One request per file (no multipart), retried after 0, 1, 3 and 5 s.
    shouldUseMultipart: false,
    retryDelays: [0, 1000, 3000, 5000],
    async getUploadParameters(file: UppyFile<Meta, Body>) {
      return { method: 'PUT', url: await requestUploadUrl(), headers: { 'Content-Type': file.type || 'application/octet-stream' } }
    },
  })
}

/** The dialog's body, loaded only when the dialog first opens, so Uppy never reaches other pages. */
export default function ImageUploader({ onUploaded }: ImageUploaderProps) {
  const inputId = useId()
  const hintId = `${inputId}-hint`
  const [uppy, setUppy] = useState<ReturnType<typeof createUppy> | null>(null)
  const [file, setFile] = useState<{ name: string; preview: string } | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')
  const [isBusy, setIsBusy] = useState(false)
  const onUploadedRef = useRef(onUploaded)
  useEffect(() => {
    onUploadedRef.current = onUploaded
  })

  // One Uppy per opening of the dialog, closed with it (its online/offline listeners and any
  // upload in flight). Made in an effect so a remount (React's strict mode) gets a live one.
  useEffect(() => {
    const instance = createUppy()
    // The instance is the external system here: it must be made and destroyed by this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUppy(instance)
    return () => instance.destroy()
  }, [])

  useEffect(() => {
    if (!uppy) return
    const showInfo = () => {
      const info = uppy.getState().info.at(-1)
      if (info?.message) (info.type === 'error' ? setError : setStatus)(info.details ? `${info.message} ${String(info.details)}` : info.message)
    }
    const onProgress = (_file: unknown, value: { bytesUploaded: number; bytesTotal: number | null }) => {
      if (!value.bytesTotal) return
      // Announce in steps of ten per cent, not at every event.
      setProgress(Math.floor((value.bytesUploaded / value.bytesTotal) * 10) * 10)
    }
    const onSuccess = async (uploaded: UppyFile<Meta, Body> | undefined, response: { uploadURL?: string }) => {
      if (!uploaded || !response.uploadURL) return
      setStatus('Checking the image…')
      try {
        const featuredImage = await registerUploadedImage(response.uploadURL)
        setStatus('Image uploaded.')
        onUploadedRef.current(featuredImage)
      } catch (failure) {
        setStatus('')
        setError(describeError(failure))
        uppy.cancelAll()
        setFile(null)
      } finally {
        setIsBusy(false)
        setProgress(null)
      }
    }
    const onError = (failed: UppyFile<Meta, Body> | undefined, failure: Error) => {
      setStatus('')
      setError(`${uppy.i18n('failedToUpload', { file: failed?.name ?? '' })}: ${failure.message}`)
      setIsBusy(false)
      setProgress(null)
    }
    const onOffline = () => setStatus('You are offline. The upload will continue when you are back online.')
    const onOnline = () => setStatus('Back online: the upload continues.')
    uppy.on('info-visible', showInfo)
    uppy.on('upload-progress', onProgress)
    uppy.on('upload-success', onSuccess)
    uppy.on('upload-error', onError)
    uppy.on('is-offline', onOffline)
    uppy.on('back-online', onOnline)
    return () => {
      uppy.off('info-visible', showInfo)
      uppy.off('upload-progress', onProgress)
      uppy.off('upload-success', onSuccess)
      uppy.off('upload-error', onError)
      uppy.off('is-offline', onOffline)
      uppy.off('back-online', onOnline)
    }
  }, [uppy])

  useEffect(() => () => (file ? URL.revokeObjectURL(file.preview) : undefined), [file])

  const choose = (chosen: File | undefined) => {
    if (!uppy) return
    setError('')
    setStatus('')
    // One file: choosing again replaces the one waiting to be uploaded.
    if (!isBusy) uppy.cancelAll()
    setFile(null)
    if (!chosen) return
    try {
      uppy.addFile({ name: chosen.name, type: chosen.type, data: chosen, source: 'Local' })
      setFile({ name: chosen.name, preview: URL.createObjectURL(chosen) })
    } catch (failure) {
      // Uppy's own restriction message ('You can only upload: image/*', the size limit, …).
      setError(failure instanceof Error ? failure.message : String(failure))
    }
  }

  const start = async () => {
    if (!uppy) return
    setError('')
    setIsBusy(true)
    setProgress(0)
    setStatus('Uploading…')
    try {
      await uppy.upload()
    } catch (failure) {
      setError(describeError(failure))
      setIsBusy(false)
      setProgress(null)
    }
  }

  return (
    <div className="mt-4 space-y-4">
      <div>
        <Label htmlFor={inputId}>Image file</Label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          aria-describedby={hintId}
          disabled={isBusy || !uppy}
          onChange={(event) => choose(event.target.files?.[0])}
          className="block w-full text-sm text-ink file:mr-3 file:min-h-10 file:rounded-lg file:border file:border-brand-300 file:bg-white file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-50"
        />
        <p id={hintId} className="mt-1 text-sm text-muted">
          One image (JPEG, PNG, WebP, GIF or AVIF), at most 5 MB.
        </p>
      </div>
      {file ? <img src={file.preview} alt={`Selected: ${file.name}`} className="h-32 w-48 rounded-lg border border-brand-100 bg-brand-50 object-cover" /> : null}
      {progress !== null ? (
        <progress className="w-full" max={100} value={progress} aria-label="Upload progress">
          {progress}%
        </progress>
      ) : null}
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted">
        {status}
        {progress !== null && progress > 0 ? ` ${progress}%` : ''}
      </p>
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm font-semibold text-red-800">
        {error}
      </p>
      <div className="flex justify-end">
        <Button onClick={() => void start()} disabled={!file || isBusy}>
          {isBusy ? 'Uploading…' : 'Upload'}
        </Button>
      </div>
    </div>
  )
}

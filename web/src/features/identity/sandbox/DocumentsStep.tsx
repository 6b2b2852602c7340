import { IDENTITY_COUNTRIES, identityDocumentSchema } from '@casino/contract';
import clsx from 'clsx';
import { Camera, Check, Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/Button';
import { SelectField, TextField } from '../../../ui/Field';
import { type Capture, readPickedPhoto, samplePhoto } from './sample-images';

const CAPTURES: { capture: Capture; label: string }[] = [
  { capture: 'front', label: 'Document front' },
  { capture: 'back', label: 'Document back' },
  { capture: 'selfie', label: 'Selfie' },
];

/** What the documents step hands on: the document's number and issuing country. */
export interface DocumentDetails {
  document_number: string;
  document_country: string;
}

/** Step 2: the document's number and country, then a photo of each side and a selfie. */
export function DocumentsStep({
  holder,
  pending,
  onDone,
}: {
  holder: string;
  pending: boolean;
  onDone: (document: DocumentDetails) => void;
}) {
  const [document, setDocument] = useState<DocumentDetails>({ document_number: '', document_country: 'US' });
  const [photos, setPhotos] = useState<Partial<Record<Capture, string>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const parsed = identityDocumentSchema.safeParse(document);
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (CAPTURES.some((c) => !photos[c.capture])) found.photos = 'Add a photo of each side and a selfie.';
    setErrors(found);
    if (parsed.success && !found.photos) onDone(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="documents-step">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Document number"
          value={document.document_number}
          error={errors.document_number}
          onChange={(e) => setDocument((d) => ({ ...d, document_number: e.target.value }))}
        />
        <SelectField
          label="Issuing country"
          value={document.document_country}
          options={IDENTITY_COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
          onChange={(e) => setDocument((d) => ({ ...d, document_country: e.target.value }))}
        />
      </div>
      <ul className="flex flex-col gap-2">
        {CAPTURES.map(({ capture, label }) => (
          <li
            key={capture}
            className={clsx(
              'flex items-center gap-3 rounded-lg border p-2',
              photos[capture] ? 'border-accent/50 bg-accent/5' : 'border-line bg-surface-2',
            )}
          >
            {photos[capture] ? (
              <img
                src={photos[capture]}
                alt={label}
                className="aspect-[8/5] w-24 shrink-0 rounded object-cover"
              />
            ) : (
              <div className="grid aspect-[8/5] w-24 shrink-0 place-items-center rounded bg-surface-1 text-text-muted">
                <Camera size={20} aria-hidden="true" />
              </div>
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <div className="flex items-center gap-1.5 text-sm font-semibold">
                {label}
                {photos[capture] && <Check size={16} className="text-accent" aria-label="added" />}
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  className="flex-1"
                  onClick={() => setPhotos((p) => ({ ...p, [capture]: samplePhoto(capture, holder) }))}
                >
                  Take sample photo
                </Button>
                <label
                  className="inline-flex h-8 cursor-pointer items-center rounded-lg border border-line px-2 text-text-muted hover:text-text"
                  aria-label={`Upload ${label}`}
                >
                  <Upload size={14} aria-hidden="true" />
                  <input
                    type="file"
                    accept="image/*"
                    className="sr-only"
                    onChange={async (e) => {
                      const file = e.target.files?.[0];
                      if (file) {
                        const photo = await readPickedPhoto(file);
                        setPhotos((p) => ({ ...p, [capture]: photo }));
                      }
                    }}
                  />
                </label>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {errors.photos && (
        <p role="alert" className="text-xs text-loss">
          {errors.photos}
        </p>
      )}
      <Button type="submit" size="lg" pending={pending}>
        Submit documents
      </Button>
    </form>
  );
}

import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Check } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useT } from '#client/i18n/use-t.ts';

export interface FrenchField<K extends string> {
  name: K;
  label: string;
  /** The French as it is now ('' for none). */
  value: string;
  max: number;
  multiline?: boolean;
  /** The English it translates, shown above the field. */
  english?: string | null;
}

interface FrenchEditFormProps<K extends string> {
  /** The form's accessible name. */
  label: string;
  fields: FrenchField<K>[];
  pending: boolean;
  /** Only the fields that changed, trimmed ('' removes the French). */
  onSave: (changes: Partial<Record<K, string>>) => void;
  onCancel: () => void;
}

/**
 * Adds or edits the French of texts already published (an incident's title, an update, a window,
 * a notice) without touching the English; blank removes it. Escape cancels.
 */
export function FrenchEditForm<K extends string>({ label, fields, pending, onSave, onCancel }: FrenchEditFormProps<K>) {
  const { t } = useT();
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((field) => [field.name, field.value])) as Record<K, string>);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes: Partial<Record<K, string>> = {};
    for (const field of fields) if (values[field.name].trim() !== field.value.trim()) changes[field.name] = values[field.name].trim();
    if (Object.keys(changes).length === 0) onCancel();
    else onSave(changes);
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <form onSubmit={submit} onKeyDown={cancelOnEscape} noValidate aria-label={label} className="grid gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      {fields.map((field, index) => (
        <FormField key={field.name} label={field.label} optional hint={field.english ? <span lang="en">{field.english}</span> : undefined}>
          {(control) =>
            field.multiline ? (
              <Textarea
                {...control}
                lang="fr-CA"
                rows={2}
                className="min-h-14"
                value={values[field.name]}
                onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
                maxLength={field.max}
                autoFocus={index === 0}
              />
            ) : (
              <Input
                {...control}
                lang="fr-CA"
                value={values[field.name]}
                onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
                maxLength={field.max}
                autoFocus={index === 0}
              />
            )
          }
        </FormField>
      ))}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
          {t('admin-incidents.frenchEdit.cancel')}
        </Button>
        <Button type="submit" size="sm" pending={pending} icon={Check}>
          {t('admin-incidents.french.save')}
        </Button>
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { RadioTower } from 'lucide-react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { serverMessage } from '../../../lib/api.ts';
import type { AdminCheckEntry } from '../../../../shared/status/monitoring.ts';
import { VENDOR_KIND_LABEL, VENDOR_KINDS, VENDOR_TOASTS, vendorLinkInputSchema, type VendorKind } from '../../../../shared/status/vendor-status.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { CHECK_QUERY_KEYS, saveVendorLink } from './monitoring-api.ts';
import { UnmonitoredSelect } from './unmonitored-select.tsx';

const ADDRESS_HINT: Record<VendorKind, string> = {
  statuspage: "The status page's address, such as https://status.vendor.com; its /api/v2/summary.json is read.",
  betterstack: "The status page's address; its /index.json is read.",
  feed: 'The address of the RSS or Atom feed itself.',
};

interface VendorLinkDialogProps {
  /** The entry whose link is edited, or 'add' to pick a service; closed while null. */
  editing: AdminCheckEntry | 'add' | null;
  /** Services without a vendor link, for 'add'. */
  unlinked: AdminCheckEntry['service'][];
  onClose: () => void;
}

type Errors = Partial<Record<'service' | 'kind' | 'pageUrl' | 'component', string>>;

/** Link a service to its vendor's own status page, or change the link. Key it by what it edits. */
export function VendorLinkDialog({ editing, unlinked, onClose }: VendorLinkDialogProps) {
  const entry = editing === 'add' ? null : editing;
  const [serviceId, setServiceId] = useState(entry?.service.id ?? '');
  const [kind, setKind] = useState<VendorKind>(entry?.vendor?.kind ?? 'statuspage');
  const [pageUrl, setPageUrl] = useState(entry?.vendor?.pageUrl ?? '');
  const [component, setComponent] = useState(entry?.vendor?.component ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const save = useAdminMutation({ mutationFn: saveVendorLink, texts: VENDOR_TOASTS.save, invalidates: CHECK_QUERY_KEYS, onSuccess: onClose });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = vendorLinkInputSchema.safeParse({ kind, pageUrl, component: kind === 'feed' ? null : component.trim() || null });
    const next: Errors = {};
    if (!serviceId) next.service = 'Choose the service whose vendor this is';
    if (!parsed.success) for (const issue of parsed.error.issues) next[(issue.path[0] as keyof Errors) ?? 'pageUrl'] ??= issue.message;
    setErrors(next);
    if (parsed.success && serviceId) save.mutate({ serviceId, body: parsed.data });
  };

  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      pending={save.isPending}
      icon={RadioTower}
      title={entry ? `Vendor status page: ${entry.service.name}` : 'Link a vendor status page'}
      description="The board reads the vendor's own page once a minute. A problem the vendor reports sets the service's status; its all-clear does not outvote a failing check of ours."
      onSubmit={submit}
      submitLabel="Save link"
      error={save.isError ? serverMessage(save.error, VENDOR_TOASTS.save.failure) : null}
    >
      {!entry && (
        <FormField label="Service" error={errors.service} required>
          {(control) => <UnmonitoredSelect control={control} services={unlinked} value={serviceId} onChange={setServiceId} />}
        </FormField>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Kind of page</legend>
        {VENDOR_KINDS.map((option) => (
          <label key={option} className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-800">
            <input
              type="radio"
              name="vendor-kind"
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
              className="size-4 accent-brand-700"
            />
            {VENDOR_KIND_LABEL[option]}
          </label>
        ))}
      </fieldset>
      <FormField label={kind === 'feed' ? 'Feed address' : 'Status page address'} error={errors.pageUrl} hint={ADDRESS_HINT[kind]} required>
        {(control) => (
          <Input
            {...control}
            type="url"
            value={pageUrl}
            onChange={(e) => setPageUrl(e.target.value)}
            placeholder={kind === 'feed' ? 'https://status.vendor.com/history.rss' : 'https://status.vendor.com'}
            spellCheck={false}
            autoCapitalize="off"
            className="font-mono"
          />
        )}
      </FormField>
      {kind !== 'feed' && (
        <FormField
          label={kind === 'statuspage' ? 'Component id' : 'Resource (id or public name)'}
          error={errors.component}
          optional={kind === 'betterstack'}
          required={kind === 'statuspage'}
          hint={kind === 'statuspage' ? 'Listed with its name at the page address + /api/v2/components.json.' : 'Leave empty to follow the whole page.'}
        >
          {(control) => (
            <Input
              {...control}
              value={component}
              onChange={(e) => setComponent(e.target.value)}
              spellCheck={false}
              autoCapitalize="off"
              className="font-mono"
            />
          )}
        </FormField>
      )}
    </FormDialog>
  );
}

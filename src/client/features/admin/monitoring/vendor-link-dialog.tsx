import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ChevronDown, ListTree, RadioTower } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { FormField, type FieldControlProps } from '#client/components/ui/form-field.tsx';
import { controlClassName, controlStateClassName, Input } from '#client/components/ui/input.tsx';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { cn } from '#client/lib/cn.ts';
import { serverMessage } from '#client/lib/api.ts';
import type { AdminCheckEntry } from '#shared/status/monitoring.js';
import {
  VENDOR_KIND_LABEL,
  VENDOR_KINDS,
  VENDOR_MESSAGES,
  VENDOR_TOASTS,
  vendorAddressRefusal,
  vendorLinkInputSchema,
  type VendorComponentChoice,
  type VendorKind,
} from '#shared/status/vendor-status.js';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { CHECK_QUERY_KEYS, saveVendorLink } from './monitoring-api.ts';
import { UnmonitoredSelect } from './unmonitored-select.tsx';
import { fetchVendorComponents, vendorPageSettingsQuery } from './vendor-pages-api.ts';

const ADDRESS_HINT: Record<VendorKind, string> = {
  statuspage: "The status page's address, such as https://status.vendor.com; its /api/v2/summary.json is read.",
  betterstack: "The status page's address; its /index.json is read.",
  feed: 'The address of the RSS or Atom feed itself.',
};

const PART: Record<Exclude<VendorKind, 'feed'>, { plural: string; label: string; hint: string }> = {
  statuspage: {
    plural: 'components',
    label: 'Component id',
    hint: "Choose it from the page's list above, or enter its id (listed at the page address + /api/v2/components.json).",
  },
  betterstack: {
    plural: 'resources',
    label: 'Resource (id or public name)',
    hint: "Choose it from the page's list above, or enter its id or name. Leave empty to follow the whole page.",
  },
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
  const [allowPrivate, setAllowPrivate] = useState(entry?.vendor?.allowPrivate ?? false);
  const [errors, setErrors] = useState<Errors>({});
  const settings = useQuery({ ...vendorPageSettingsQuery, enabled: editing !== null });
  const listing = useMutation({ mutationFn: fetchVendorComponents });
  const save = useAdminMutation({ mutationFn: saveVendorLink, texts: VENDOR_TOASTS.save, invalidates: CHECK_QUERY_KEYS, onSuccess: onClose });
  const privateMonitoring = settings.data?.privateMonitoring === true;

  // The list read belongs to the page, the kind and the access it was read with: any change forgets it.
  const forgetList = () => listing.reset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = vendorLinkInputSchema.safeParse({ kind, pageUrl, component: kind === 'feed' ? null : component.trim() || null, allowPrivate });
    const next: Errors = {};
    if (!serviceId) next.service = 'Choose the service whose vendor this is';
    if (!parsed.success) for (const issue of parsed.error.issues) next[(issue.path[0] as keyof Errors) ?? 'pageUrl'] ??= issue.message;
    setErrors(next);
    if (parsed.success && serviceId) save.mutate({ serviceId, body: parsed.data });
  };

  const listComponents = () => {
    if (kind === 'feed') return;
    const refusal = vendorAddressRefusal(pageUrl, allowPrivate);
    setErrors((known) => ({ ...known, pageUrl: refusal ?? undefined }));
    if (!refusal) listing.mutate({ kind, url: pageUrl.trim(), allowPrivate });
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
              onChange={() => {
                setKind(option);
                forgetList();
              }}
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
            onChange={(e) => {
              setPageUrl(e.target.value);
              forgetList();
            }}
            placeholder={kind === 'feed' ? 'https://status.vendor.com/history.rss' : 'https://status.vendor.com'}
            spellCheck={false}
            autoCapitalize="off"
            className="font-mono"
          />
        )}
      </FormField>
      <Checkbox
        label="Page on our own network"
        checked={allowPrivate}
        disabled={!privateMonitoring && !allowPrivate}
        onChange={(e) => {
          setAllowPrivate(e.target.checked);
          forgetList();
        }}
        description={
          privateMonitoring
            ? 'Tick only for a page on your own network: the board then reads it at a private address, or over plain http://.'
            : 'Not available: private monitoring is switched off on this board (MONITOR_ALLOW_PRIVATE). Pages are read over https:// only.'
        }
      />
      {kind !== 'feed' && (
        <div className="grid gap-2">
          <div>
            <Button type="button" variant="outline" size="sm" icon={ListTree} pending={listing.isPending} onClick={listComponents}>
              List the page’s {PART[kind].plural}
            </Button>
          </div>
          {listing.isError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {serverMessage(listing.error, `Could not list the page’s ${PART[kind].plural}`)}
            </p>
          )}
          {listing.data &&
            (listing.data.components.length === 0 ? (
              <p role="status" className="text-sm text-slate-700">
                {VENDOR_MESSAGES.noComponents}
              </p>
            ) : (
              <FormField
                label={`Choose from ${listing.data.pageName ?? 'the page'}`}
                hint={`${listing.data.components.length} ${PART[kind].plural}; the id is filled in below.`}
              >
                {(control) => <ComponentSelect control={control} choices={listing.data.components} value={component} onChange={setComponent} />}
              </FormField>
            ))}
          <FormField
            label={PART[kind].label}
            error={errors.component}
            optional={kind === 'betterstack'}
            required={kind === 'statuspage'}
            hint={PART[kind].hint}
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
        </div>
      )}
    </FormDialog>
  );
}

interface ComponentSelectProps {
  control: FieldControlProps;
  choices: VendorComponentChoice[];
  value: string;
  onChange: (id: string) => void;
}

/** The page's components by name, under their groups, with the vendor's word for each one's state now. */
function ComponentSelect({ control, choices, value, onChange }: ComponentSelectProps) {
  const { invalid, ...aria } = control;
  const groups = [...new Set(choices.map((c) => c.group))];
  const option = (choice: VendorComponentChoice) => (
    <option key={choice.id} value={choice.id}>
      {choice.status ? `${choice.name} (${choice.status.replaceAll('_', ' ')})` : choice.name}
    </option>
  );
  return (
    <div className="relative">
      <select
        {...aria}
        aria-invalid={invalid || undefined}
        value={choices.some((c) => c.id === value) ? value : ''}
        onChange={(event) => event.target.value && onChange(event.target.value)}
        className={cn(controlClassName, controlStateClassName(invalid), 'appearance-none pr-10')}
      >
        <option value="">Select…</option>
        {groups.map((group) =>
          group === null ? (
            choices.filter((c) => c.group === null).map(option)
          ) : (
            <optgroup key={group} label={group}>
              {choices.filter((c) => c.group === group).map(option)}
            </optgroup>
          ),
        )}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
    </div>
  );
}

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
import { VENDOR_KINDS, vendorAddressRefusal, vendorLinkInputSchema, type VendorComponentChoice, type VendorKind } from '#shared/status/vendor-status.js';
import { msg, useT } from '#client/i18n/use-t.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { CHECK_QUERY_KEYS, saveVendorLink } from './monitoring-api.ts';
import { UnmonitoredSelect } from './unmonitored-select.tsx';
import { fetchVendorComponents, vendorPageSettingsQuery } from './vendor-pages-api.ts';
import { formMessage, formMessages } from './form-messages.ts';
import { MONITORING_TOAST_IDS, toastTexts, VENDOR_KIND_LABEL } from './monitoring-labels.ts';

const ADDRESS_HINT = {
  statuspage: msg('admin-monitoring.vendorForm.addressHint.statuspage'),
  betterstack: msg('admin-monitoring.vendorForm.addressHint.betterstack'),
  feed: msg('admin-monitoring.vendorForm.addressHint.feed'),
} as const satisfies Record<VendorKind, string>;

/** Example addresses (not words: the same in every language). */
const ADDRESS_EXAMPLE = { page: 'https://status.vendor.com', feed: 'https://status.vendor.com/history.rss' } as const;

/** What a page lists to choose from: Statuspage's components, Better Stack's resources. */
const PART = {
  statuspage: {
    list: msg('admin-monitoring.vendorForm.components.list'),
    listFailed: msg('admin-monitoring.vendorForm.components.listFailed'),
    count: msg('admin-monitoring.vendorForm.components.count'),
    label: msg('admin-monitoring.vendorForm.components.label'),
    hint: msg('admin-monitoring.vendorForm.components.hint'),
  },
  betterstack: {
    list: msg('admin-monitoring.vendorForm.resources.list'),
    listFailed: msg('admin-monitoring.vendorForm.resources.listFailed'),
    count: msg('admin-monitoring.vendorForm.resources.count'),
    label: msg('admin-monitoring.vendorForm.resources.label'),
    hint: msg('admin-monitoring.vendorForm.resources.hint'),
  },
} as const satisfies Record<Exclude<VendorKind, 'feed'>, Record<'list' | 'listFailed' | 'count' | 'label' | 'hint', string>>;

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
  const { t } = useT();
  const texts = toastTexts(MONITORING_TOAST_IDS.saveVendorLink, t);
  const entry = editing === 'add' ? null : editing;
  const [serviceId, setServiceId] = useState(entry?.service.id ?? '');
  const [kind, setKind] = useState<VendorKind>(entry?.vendor?.kind ?? 'statuspage');
  const [pageUrl, setPageUrl] = useState(entry?.vendor?.pageUrl ?? '');
  const [component, setComponent] = useState(entry?.vendor?.component ?? '');
  const [allowPrivate, setAllowPrivate] = useState(entry?.vendor?.allowPrivate ?? false);
  const [errors, setErrors] = useState<Errors>({});
  const settings = useQuery({ ...vendorPageSettingsQuery, enabled: editing !== null });
  const listing = useMutation({ mutationFn: fetchVendorComponents });
  const save = useAdminMutation({ mutationFn: saveVendorLink, texts, invalidates: CHECK_QUERY_KEYS, onSuccess: onClose });
  const privateMonitoring = settings.data?.privateMonitoring === true;

  // The list read belongs to the page, the kind and the access it was read with: any change forgets it.
  const forgetList = () => listing.reset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = vendorLinkInputSchema.safeParse({ kind, pageUrl, component: kind === 'feed' ? null : component.trim() || null, allowPrivate });
    const next: Errors = {};
    if (!serviceId) next.service = t('admin-monitoring.vendorForm.chooseService');
    if (!parsed.success) for (const issue of parsed.error.issues) next[(issue.path[0] as keyof Errors) ?? 'pageUrl'] ??= issue.message;
    // The shared schema writes English: its messages are shown in the page's language.
    setErrors(formMessages(next, t));
    if (parsed.success && serviceId) save.mutate({ serviceId, body: parsed.data });
  };

  const listComponents = () => {
    if (kind === 'feed') return;
    const refusal = vendorAddressRefusal(pageUrl, allowPrivate);
    setErrors((known) => ({ ...known, pageUrl: refusal === null ? undefined : formMessage(refusal, t) }));
    if (!refusal) listing.mutate({ kind, url: pageUrl.trim(), allowPrivate });
  };

  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      pending={save.isPending}
      icon={RadioTower}
      title={entry ? t('admin-monitoring.vendorForm.editTitle', { name: entry.service.name }) : t('admin-monitoring.vendorForm.addTitle')}
      description={t('admin-monitoring.vendorForm.description')}
      onSubmit={submit}
      submitLabel={t('admin-monitoring.vendorForm.save')}
      error={save.isError ? serverMessage(save.error, texts.failure) : null}
    >
      {!entry && (
        <FormField label={t('admin-monitoring.form.service')} error={errors.service} required>
          {(control) => <UnmonitoredSelect control={control} services={unlinked} value={serviceId} onChange={setServiceId} />}
        </FormField>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('admin-monitoring.vendorForm.kind')}</legend>
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
            {t(VENDOR_KIND_LABEL[option])}
          </label>
        ))}
      </fieldset>
      <FormField
        label={kind === 'feed' ? t('admin-monitoring.vendorForm.feedAddress') : t('admin-monitoring.vendorForm.pageAddress')}
        error={errors.pageUrl}
        hint={t(ADDRESS_HINT[kind])}
        required
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            value={pageUrl}
            onChange={(e) => {
              setPageUrl(e.target.value);
              forgetList();
            }}
            placeholder={kind === 'feed' ? ADDRESS_EXAMPLE.feed : ADDRESS_EXAMPLE.page}
            spellCheck={false}
            autoCapitalize="off"
            className="font-mono"
          />
        )}
      </FormField>
      <Checkbox
        label={t('admin-monitoring.vendorForm.allowPrivate')}
        checked={allowPrivate}
        disabled={!privateMonitoring && !allowPrivate}
        onChange={(e) => {
          setAllowPrivate(e.target.checked);
          forgetList();
        }}
        description={privateMonitoring ? t('admin-monitoring.vendorForm.allowPrivateHint') : t('admin-monitoring.vendorForm.allowPrivateOff')}
      />
      {kind !== 'feed' && (
        <div className="grid gap-2">
          <div>
            <Button type="button" variant="outline" size="sm" icon={ListTree} pending={listing.isPending} onClick={listComponents}>
              {t(PART[kind].list)}
            </Button>
          </div>
          {listing.isError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {serverMessage(listing.error, t(PART[kind].listFailed))}
            </p>
          )}
          {listing.data &&
            (listing.data.components.length === 0 ? (
              <p role="status" className="text-sm text-slate-700">
                {t('admin-monitoring.vendorForm.noComponents')}
              </p>
            ) : (
              <FormField
                label={t('admin-monitoring.vendorForm.chooseFrom', { page: listing.data.pageName ?? t('admin-monitoring.vendorForm.thePage') })}
                hint={t(PART[kind].count, { count: listing.data.components.length })}
              >
                {(control) => <ComponentSelect control={control} choices={listing.data.components} value={component} onChange={setComponent} />}
              </FormField>
            ))}
          <FormField
            label={t(PART[kind].label)}
            error={errors.component}
            optional={kind === 'betterstack'}
            required={kind === 'statuspage'}
            hint={t(PART[kind].hint)}
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
  const { t } = useT();
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
        <option value="">{t('admin-monitoring.vendorForm.select')}</option>
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

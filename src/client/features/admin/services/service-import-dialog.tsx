import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { useT } from '#client/i18n/use-t.ts';
import { SERVICE_IMPORT_COLUMNS, SERVICE_IMPORT_MAX_BYTES, SERVICE_IMPORT_MAX_ROWS, type ServiceImportAnswer } from '#shared/status/service-admin.js';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { importFormatOf, importServices, SERVICE_QUERY_KEYS } from './services-admin-api.ts';
import { IMPORT_TEMPLATE_FILE_NAME, IMPORT_TEMPLATE_HREF } from './service-import-template.ts';

/** Refusals listed at most: a file with thousands of bad rows is better fixed from the first ones. */
const REFUSALS_SHOWN = 200;

interface ServiceImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Import services in bulk: pick a .csv or .json file (or paste it), "Check file" asks the server
 * for a dry run (how many would be imported, and why each refused row is), then "Import N
 * services" writes them in one go. Changing the file asks for a new check.
 */
export function ServiceImportDialog({ open, onClose }: ServiceImportDialogProps) {
  const { t } = useT();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | undefined>();
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const [report, setReport] = useState<ServiceImportAnswer | null>(null);
  const check = useMutation({ mutationFn: importServices, onSuccess: setReport });
  const save = useAdminMutation({
    mutationFn: importServices,
    texts: { success: t('admin-services.import.done', { count: report?.imported ?? 0 }), failure: t('admin-services.import.failed') },
    invalidates: SERVICE_QUERY_KEYS,
    onSuccess: () => close(),
  });
  const pending = check.isPending || save.isPending;

  const reset = () => {
    setReport(null);
    check.reset();
    save.reset();
  };
  const close = () => {
    setText('');
    setFileName(undefined);
    setFileProblem(undefined);
    reset();
    onClose();
  };
  const changeText = (next: string, name?: string) => {
    setText(next);
    setFileName(name);
    setFileProblem(undefined);
    reset();
  };
  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > SERVICE_IMPORT_MAX_BYTES) {
      changeText('');
      setFileProblem(t('admin-services.import.fileTooLarge'));
      return;
    }
    changeText(await file.text(), file.name);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setFileProblem(t('admin-services.import.nothing'));
      return;
    }
    const input = { text, format: importFormatOf(text, fileName) };
    if (report && report.imported > 0) save.mutate({ ...input, dryRun: false });
    else check.mutate({ ...input, dryRun: true });
  };

  const ready = report !== null && report.imported > 0;
  const error = check.isError ? serverMessage(check.error, t('admin-services.import.checkFailed')) : null;

  return (
    <FormDialog
      open={open}
      onClose={close}
      pending={pending}
      icon={Upload}
      width="2xl"
      title={t('admin-services.import.title')}
      description={t('admin-services.import.description', { max: SERVICE_IMPORT_MAX_ROWS })}
      onSubmit={submit}
      submitLabel={ready ? t('admin-services.import.submit', { count: report.imported }) : t('admin-services.import.check')}
      error={error}
    >
      <FormField label={t('admin-services.import.file')} hint={t('admin-services.import.fileHint')}>
        {({ invalid, ...control }) => (
          <input
            {...control}
            aria-invalid={invalid || undefined}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            onChange={(event) => void pickFile(event)}
            className="text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
          />
        )}
      </FormField>
      <FormField label={t('admin-services.import.paste')} error={fileProblem} hint={t('admin-services.import.pasteHint')}>
        {(control) => (
          <Textarea {...control} value={text} onChange={(event) => changeText(event.target.value)} rows={8} spellCheck={false} className="font-mono text-xs" />
        )}
      </FormField>
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-slate-800">{t('admin-services.import.columns')}</summary>
        <p className="mt-2">{t('admin-services.import.columnsHelp')}</p>
        <p className="mt-2 font-mono text-xs break-words">{SERVICE_IMPORT_COLUMNS.map((column) => column.column).join(', ')}</p>
        <a
          href={IMPORT_TEMPLATE_HREF()}
          download={IMPORT_TEMPLATE_FILE_NAME}
          className="mt-2 inline-flex items-center gap-1.5 font-medium text-brand-700 underline"
        >
          <Download className="size-4" aria-hidden />
          {t('admin-services.import.template')}
        </a>
      </details>
      {report && <ImportReport report={report} />}
    </FormDialog>
  );
}

/** What the check found: how many will be imported, and each refused row's reason, as the server wrote it. */
function ImportReport({ report }: { report: ServiceImportAnswer }) {
  const { t } = useT();
  const shown = report.refused.slice(0, REFUSALS_SHOWN);
  return (
    <div className="grid gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200">
      <p role="status" className="font-medium text-slate-900">
        {report.imported > 0
          ? t('admin-services.import.willImport', { count: report.imported, checks: report.withChecks })
          : t('admin-services.import.noneValid')}{' '}
        {report.refusedRows > 0 && t('admin-services.import.refusedCount', { count: report.refusedRows })}
      </p>
      {shown.length > 0 && (
        <ul aria-label={t('admin-services.import.refusedList')} className="grid max-h-56 gap-1 overflow-y-auto text-red-800">
          {shown.map((refusal, index) => (
            <li key={`${refusal.row}-${index}`}>{refusal.message}</li>
          ))}
        </ul>
      )}
      {report.refused.length > shown.length && (
        <p className="text-slate-600">{t('admin-services.import.moreRefused', { count: report.refused.length - shown.length })}</p>
      )}
    </div>
  );
}

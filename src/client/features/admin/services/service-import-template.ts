import { SERVICE_IMPORT_COLUMNS } from '#shared/status/service-admin.js';

/*
 * The CSV template the import dialog offers: every column an import knows, and two example rows
 * (a service alone, and one with its check). Made in the browser, as a data: address to download.
 */

const EXAMPLE_ROWS: Record<string, string>[] = [
  { name: 'Alberta Blue Cross', type: 'insurance', location: 'Alberta', phone: '1-800-555-0100', portal_url: 'https://provider.example.ca' },
  {
    name: 'Clinic internet',
    type: 'internet',
    check_type: 'http',
    check_target: 'https://isp.example.ca/health',
    check_interval_seconds: '60',
  },
];

/** A value as CSV writes it: quoted when it holds a comma, a quote or a line break. */
function csvValue(value: string): string {
  return /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function importTemplateCsv(): string {
  const columns = SERVICE_IMPORT_COLUMNS.map((column) => column.column);
  const lines = [columns.join(','), ...EXAMPLE_ROWS.map((row) => columns.map((column) => csvValue(row[column] ?? '')).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

export const IMPORT_TEMPLATE_HREF = () => `data:text/csv;charset=utf-8,${encodeURIComponent(importTemplateCsv())}`;
export const IMPORT_TEMPLATE_FILE_NAME = 'services-template.csv';

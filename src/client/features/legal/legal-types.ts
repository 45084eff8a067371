/** One entry of a policy's table of contents; `id` is its section's anchor. */
export interface TocEntry {
  id: string;
  label: string;
}

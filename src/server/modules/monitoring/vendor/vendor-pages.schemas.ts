import { z } from 'zod';
import type { VendorPageComponents, VendorPageSettings } from '#shared/status/vendor-status.js';
import { answers } from '#server/lib/http/answers.js';

export { vendorComponentsQuerySchema } from '#shared/status/vendor-status.js';

const vendorPageComponents: z.ZodType<VendorPageComponents> = z.object({
  pageName: z.string().nullable().describe("The page's own name, when it gives one"),
  components: z
    .array(
      z.object({
        id: z.string().describe('What the link stores: the Statuspage component id, or the Better Stack resource id'),
        name: z.string(),
        group: z.string().nullable().describe('The group (Statuspage) or section (Better Stack) it is listed under'),
        status: z.string().nullable().describe("The vendor's own word for its state now"),
      }),
    )
    .describe("In the page's order, members of a group together"),
});

const vendorPageSettings: z.ZodType<VendorPageSettings> = z.object({
  privateMonitoring: z.boolean().describe("MONITOR_ALLOW_PRIVATE: a link may be marked as a page on the provider's own network"),
});

export const vendorComponentsAnswers = answers({ 200: vendorPageComponents });
export const vendorPageSettingsAnswers = answers({ 200: vendorPageSettings });

import type { VendorComponentChoice, VendorPageComponents } from '#shared/status/vendor-status.js';
import { isObject, list, text, type Json } from './vendor-json.ts';
import { ReadingError } from './vendor-reading.ts';

/*
 * The components (Statuspage) or resources (Better Stack) a page lists, by name and group, for
 * the admin to choose from instead of copying an id out of the page's JSON.
 */

/** At most this many choices: a page with more is not one a clinic's vendor publishes. */
const MAX_CHOICES = 500;

/**
 * A Statuspage summary's components, each under its group's name. Groups themselves (group:
 * true) are headings, not choices; their members follow them, in the group's own order.
 */
export function statuspageComponents(body: unknown): VendorPageComponents {
  if (!isObject(body) || !Array.isArray(body.components)) throw new ReadingError('not a Statuspage summary (no components list)');
  const entries = body.components.filter(isObject).filter((c) => text(c.id) && text(c.name));
  const byId = new Map(entries.map((c) => [String(c.id), c]));
  const membersOf = (group: Json): Json[] => {
    const listed = list(group.components)
      .map((id) => byId.get(String(id)))
      .filter((member): member is Json => member !== undefined && member.group !== true);
    return listed.length > 0 ? listed : entries.filter((c) => c.group !== true && c.group_id === group.id);
  };
  const groups = entries.filter((c) => c.group === true).map((group) => ({ group, members: membersOf(group) }));
  const inGroup = new Set(groups.flatMap(({ members }) => members.map((m) => String(m.id))));
  const choice = (component: Json, group: string | null): VendorComponentChoice => ({
    id: String(component.id),
    name: text(component.name)!,
    group,
    status: text(component.status),
  });
  const choices: VendorComponentChoice[] = [];
  for (const entry of entries) {
    if (entry.group === true) {
      const { members } = groups.find((g) => g.group === entry)!;
      choices.push(...members.map((member) => choice(member, text(entry.name))));
    } else if (!inGroup.has(String(entry.id))) {
      choices.push(choice(entry, null));
    }
  }
  return { pageName: isObject(body.page) ? text(body.page.name) : null, components: choices.slice(0, MAX_CHOICES) };
}

const position = (entry: Json) => (typeof (entry.attributes as Json).position === 'number' ? ((entry.attributes as Json).position as number) : 0);

/** A Better Stack page's resources, each under its section's name, sections and resources in the page's order. */
export function betterStackResources(body: unknown): VendorPageComponents {
  if (!isObject(body) || !isObject(body.data) || !isObject(body.data.attributes)) throw new ReadingError('not a Better Stack status page (no data.attributes)');
  const included = list(body.included)
    .filter(isObject)
    .filter((entry) => entry.id !== undefined && isObject(entry.attributes));
  const sections = included.filter((entry) => entry.type === 'status_page_section').sort((a, b) => position(a) - position(b));
  const sectionRank = new Map(sections.map((section, index) => [String(section.id), index]));
  const resources = included
    .filter((entry) => entry.type === 'status_page_resource' && text((entry.attributes as Json).public_name))
    .map((entry) => ({ entry, section: String((entry.attributes as Json).status_page_section_id ?? '') }))
    .sort((a, b) => (sectionRank.get(a.section) ?? -1) - (sectionRank.get(b.section) ?? -1) || position(a.entry) - position(b.entry));
  const sectionName = (id: string) => {
    const section = sections.find((s) => String(s.id) === id);
    return section ? text((section.attributes as Json).name) : null;
  };
  return {
    pageName: text(body.data.attributes.company_name),
    components: resources.slice(0, MAX_CHOICES).map(({ entry, section }) => ({
      id: String(entry.id),
      name: text((entry.attributes as Json).public_name)!,
      group: sectionName(section),
      status: text((entry.attributes as Json).status),
    })),
  };
}

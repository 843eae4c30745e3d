/**
 * A list grouped by store section, as the shopping list and the pantry show theirs: a bordered
 * card per section with its name as a heading, and the section's items as a list inside it.
 * The caller gives the groups in order and renders each item as a list item.
 */
import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { laidOutWhenOnScreen } from './offScreen.ts';

/**
 * A section's height before it has been laid out: its heading and one row per item, at the
 * height a row takes on a phone (two lines of name and detail). An estimate; see offScreen.ts.
 */
const SECTION_HEADING_PX = 48;
const ROW_PX = 64;

export function StoreSectionList<Section extends string, Item>({
  label,
  idPrefix,
  groups,
  sectionName,
  renderItem,
}: {
  /** The whole list's accessible name. */
  label: string;
  /** Prefix of the headings' ids, unique on the page. */
  idPrefix: string;
  groups: readonly { section: Section; items: readonly Item[] }[];
  sectionName: (section: Section) => string;
  /** One item, as an element with role listitem and its own key. */
  renderItem: (item: Item) => ReactNode;
}) {
  return (
    <Stack gap="md" role="list" aria-label={label}>
      {groups.map((group) => (
        <Paper
          key={group.section}
          role="listitem"
          aria-labelledby={`${idPrefix}-${group.section}`}
          withBorder
          radius="lg"
          px="md"
          py="xs"
          style={laidOutWhenOnScreen(SECTION_HEADING_PX + group.items.length * ROW_PX)}
        >
          <Title order={2} fz="md" pt={6} id={`${idPrefix}-${group.section}`}>
            {sectionName(group.section)}
          </Title>
          <Stack gap={0} role="list" aria-label={sectionName(group.section)}>
            {group.items.map(renderItem)}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

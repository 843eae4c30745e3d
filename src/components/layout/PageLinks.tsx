/**
 * The links at the foot of the plan pages: a way back (plain button) and a way on (filled
 * button), or a single way back, to paths from the route table.
 */
import { Button, Group } from '@mantine/core';
import { useAppNavigate } from '../../hooks/useAppNavigate.ts';

export interface PageLink {
  label: string;
  to: string;
}

export function BackLink({ label, to }: PageLink) {
  const navigate = useAppNavigate();
  return (
    <Button variant="default" onClick={() => navigate(to)}>
      {label}
    </Button>
  );
}

export function PageLinks({ back, next }: { back: PageLink; next: PageLink }) {
  const navigate = useAppNavigate();
  return (
    <Group justify="space-between" gap="sm">
      <BackLink {...back} />
      <Button onClick={() => navigate(next.to)}>{next.label}</Button>
    </Group>
  );
}

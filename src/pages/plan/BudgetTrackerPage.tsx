import { Container, Title } from '@mantine/core';

export function BudgetTrackerPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>BUDGET TRACKER</Title>
    </Container>
  );
}

import { Container, Title } from '@mantine/core';

export function DayPlanPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Meal Plan</Title>
    </Container>
  );
}

import { Container, Title } from '@mantine/core';

export function MealPlanPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>YOUR MEAL PLAN</Title>
    </Container>
  );
}

import { Container, Title } from '@mantine/core';

export function ShoppingListPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>SHOPPING LIST</Title>
    </Container>
  );
}

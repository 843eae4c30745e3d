import {
  Box,
  Button,
  Card,
  Container,
  SimpleGrid,
  Stack,
  Text,
  Title,
  ThemeIcon,
} from '@mantine/core';
import { AppLink } from '../components/AppLink.tsx';
import { CalendarIcon, CartIcon, WalletIcon } from '../components/icons.tsx';
import { paths } from '../../machines/shared/paths.ts';
import { useIsSignedIn } from '../auth/AuthStatus.tsx';
import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppNavigate } from '../hooks/useAppNavigate.ts';
import { hashCallbackTarget } from '../../machines/authForms/linkParams.ts';

/**
 * The two hash-style callback addresses (`/#/auth/callback…`, `/#/callback…`) land on the home
 * route; they are sent on to the callback screen with their query and tokens.
 */
function useHashCallbackForwarding(): boolean {
  const { hash } = useLocation();
  const navigate = useAppNavigate();
  useLayoutEffect(() => {
    const target = hashCallbackTarget(hash);
    if (target) navigate(target, { replace: true });
  }, [hash, navigate]);
  return hashCallbackTarget(hash) !== null;
}

interface Feature {
  title: string;
  text: string;
  to: string;
  icon: ReactNode;
}

export function HomePage() {
  const forwarding = useHashCallbackForwarding();
  const signedIn = useIsSignedIn();
  const features: Feature[] = [
    {
      title: 'MEAL PLANNING',
      text: 'Create weekly meal plans in minutes',
      to: paths.demoMealPlan,
      icon: <CalendarIcon />,
    },
    {
      title: 'SHOPPING LISTS',
      text: 'Shop where you want to by location or price',
      to: signedIn ? paths.shoppingList : paths.demoShoppingList,
      icon: <CartIcon />,
    },
    {
      title: 'BUDGET TRACKING',
      text: 'Healthy, affordable recipes that fit your budget',
      to: signedIn ? paths.budgetTracker : paths.demoBudgetTracker,
      icon: <WalletIcon />,
    },
  ];

  if (forwarding) return null;

  return (
    <>
      <Box
        component="section"
        py={{ base: 48, sm: 88 }}
        style={{
          background:
            'linear-gradient(160deg, var(--mantine-color-leaf-0) 0%, var(--mantine-color-white) 70%)',
        }}
      >
        <Container size="md">
          <Stack align="center" gap="lg" ta="center">
            <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.1}>
              Healthy meal plans that won&apos;t break the bank
            </Title>
            <Text fz={{ base: 'lg', sm: 'xl' }} c="gray.8" maw={560}>
              Plan meals, track spending, eat better.
            </Text>
            <Button
              component={AppLink}
              to={signedIn ? paths.dashboard : paths.signup}
              size="lg"
              radius="xl"
              px={40}
            >
              GET STARTED
            </Button>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 32, sm: 56 }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {features.map((feature) => (
            <Card
              key={feature.title}
              component={AppLink}
              to={feature.to}
              aria-label={`${feature.title}: ${feature.text}`}
              style={{ textDecoration: 'none' }}
            >
              <Stack gap="sm">
                <ThemeIcon size={48} radius="xl" variant="light">
                  {feature.icon}
                </ThemeIcon>
                <Title order={2} fz="lg">
                  {feature.title}
                </Title>
                <Text c="gray.8">{feature.text}</Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}

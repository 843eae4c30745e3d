import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { AppLink } from '../components/AppLink.tsx';
import { paths } from '../../machines/shared/paths.ts';
import { COMPANY_NAME, SUPPORT_EMAIL } from '../app/brand.ts';

interface Section {
  heading: string;
  body: string;
}

function LegalDocument({
  title,
  updated,
  sections,
}: {
  title: string;
  updated: string;
  sections: Section[];
}) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Text size="sm" c="dimmed">
          Last updated {updated}. This is template text and not legal advice.
        </Text>
        {sections.map((section) => (
          <Stack key={section.heading} gap={6}>
            <Title order={2} fz="lg">
              {section.heading}
            </Title>
            <Text>{section.body}</Text>
          </Stack>
        ))}
        <Text>
          Questions? Write to <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>.
        </Text>
        <Anchor component={AppLink} to={paths.home} fw={700}>
          Back to Home
        </Anchor>
      </Stack>
    </Container>
  );
}

const privacySections: Section[] = [
  {
    heading: 'What we collect',
    body: `When you create an account, ${COMPANY_NAME} stores your email address, your name and the profile you fill in: body measurements, activity level, health goal, dietary restrictions, allergies, foods you dislike, budget, meal counts, cooking preferences, zip code and shopping habits. We also store the meal plans we make for you, your shopping list and the purchases you record.`,
  },
  {
    heading: 'Why we collect it',
    body: 'We use your profile only to build meal plans that respect your allergies and diet, reach your protein goal and fit your budget, to estimate prices in your area and to show you what you have spent. We do not sell your data and we do not show you advertising.',
  },
  {
    heading: 'Where it is kept',
    body: 'Your data is kept in our hosted database, protected so that only your signed-in account can read or change your rows. Your browser keeps a copy of your session and of your current plan so that the app starts quickly; signing out clears it.',
  },
  {
    heading: 'Emails',
    body: 'We send you emails only to confirm your address and to reset your password when you ask for it.',
  },
  {
    heading: 'Your choices',
    body: 'You can view and edit your profile at any time. You can ask us to export or delete your account and all its data by writing to our support address; we do so within 30 days.',
  },
];

const termsSections: Section[] = [
  {
    heading: 'Using the service',
    body: `${COMPANY_NAME} helps you plan meals, build a shopping list and track a weekly food budget. You must be at least 18 years old to create an account, and you are responsible for keeping your password safe.`,
  },
  {
    heading: 'Not medical advice',
    body: 'Meal plans, calorie and protein targets are general guidance computed from the information you give us. They are not medical or dietary advice. If you have a medical condition or a severe allergy, check every recipe and ingredient label yourself and talk to a professional.',
  },
  {
    heading: 'Prices',
    body: 'Prices are estimates based on public average retail prices adjusted for your region and store; what you pay may differ by store, location and availability.',
  },
  {
    heading: 'Your content',
    body: 'The profile and lists you enter remain yours. You allow us to store and process them to provide the service to you.',
  },
  {
    heading: 'Changes and ending',
    body: 'We may change these terms; we will tell you by email before a change that affects you takes effect. You may stop using the service and delete your account at any time.',
  },
  {
    heading: 'Liability',
    body: 'The service is provided as is. To the extent the law allows, we are not liable for indirect losses arising from its use.',
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalDocument title="Privacy Policy" updated="November 1, 2026" sections={privacySections} />
  );
}

export function TermsPage() {
  return (
    <LegalDocument title="Terms & Conditions" updated="November 1, 2026" sections={termsSections} />
  );
}

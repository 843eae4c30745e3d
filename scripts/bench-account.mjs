// The bench's signed-in account: confirmed through the admin API, profile complete (as
// e2e/support.ts does), and a week planned through the generate-meal-plan function, so the
// signed-in pages show what a person with a plan sees.

export const ACCOUNT = {
  email: `bench-${Date.now().toString(36)}@example.com`,
  password: 'correct-horse-42',
  fullName: 'Jamie Rivera',
};

async function checkedJson(response, what) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return text === '' ? null : JSON.parse(text);
}

export async function createAccount({ apiUrl, anonKey, serviceRoleKey }) {
  const user = await checkedJson(
    await fetch(`${apiUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        Authorization: `Bearer ${serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        email: ACCOUNT.email,
        password: ACCOUNT.password,
        email_confirm: true,
        user_metadata: { full_name: ACCOUNT.fullName },
      }),
    }),
    'create the bench user',
  );
  const session = await checkedJson(
    await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ACCOUNT.email, password: ACCOUNT.password }),
    }),
    'sign the bench user in',
  );
  const id = user.id;
  const rows = [
    ['profiles', { id, full_name: ACCOUNT.fullName }],
    [
      'onboarding_profile',
      {
        id,
        full_name: ACCOUNT.fullName,
        age: 34,
        gender: 'Female',
        height_feet: 5,
        height_inches: 6,
        weight: 150,
        activity_level: 'Moderately Active',
        health_goal: 'Maintain Weight',
      },
    ],
    [
      'food_preferences',
      {
        id,
        dietary_restrictions: [],
        allergies: [],
        disliked_foods: '',
        protein_goal: 'Use recommended amount',
        favorite_cuisines: ['Italian', 'Mexican', 'American'],
      },
    ],
    [
      'meal_frequency',
      {
        id,
        weekly_budget: '$100',
        breakfasts_per_week: 7,
        lunch_per_week: 7,
        dinner_per_week: 7,
        snacks_per_week: 0,
      },
    ],
    ['budget_settings', { id, zip_code: '60601', shopping_frequency: 'Weekly' }],
  ];
  for (const [table, row] of rows) {
    await checkedJson(
      await fetch(`${apiUrl}/rest/v1/${table}`, {
        method: 'POST',
        headers: {
          apikey: anonKey,
          Authorization: `Bearer ${session.access_token}`,
          'Content-Type': 'application/json',
          Prefer: 'resolution=merge-duplicates,return=minimal',
        },
        body: JSON.stringify(row),
      }),
      `save ${table}`,
    );
  }
  const today = new Date();
  const iso = [
    today.getFullYear(),
    String(today.getMonth() + 1).padStart(2, '0'),
    String(today.getDate()).padStart(2, '0'),
  ].join('-');
  await checkedJson(
    await fetch(`${apiUrl}/functions/v1/generate-meal-plan`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        Authorization: `Bearer ${session.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ userId: id, today: iso }),
    }),
    "plan the bench user's week",
  );
}

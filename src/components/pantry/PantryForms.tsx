/**
 * The pantry's forms: 'Add what you have' (a food searched by name, grouped by store section,
 * an amount and its unit) and an item's dialog (correct the amount, or mark it used up or thrown
 * away). Amounts are sent to the machine as typed; it checks them with the function's schema and
 * the messages come back under the fields.
 */
import {
  Button,
  Divider,
  Group,
  Modal,
  NativeSelect,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import {
  PANTRY_UNITS,
  type PantryFood,
  type PantryUnit,
} from '../../../supabase/functions/_shared/schemas/pantry.ts';
import { STORE_SECTIONS } from '../../../supabase/functions/_shared/catalogue/sections.ts';
import { startingAmount } from '../../../machines/pantry/pantryAmount.ts';
import {
  selectAddErrors,
  selectEditErrors,
  selectEditedItem,
} from '../../../machines/pantry/pantry.selectors.ts';
import { pantryTexts } from '../../../machines/texts/pantry.ts';
import type { PantryActorRef } from './PantryView.tsx';

const texts = pantryTexts;
const UNITS = Object.keys(PANTRY_UNITS) as PantryUnit[];

function isUnit(value: string): value is PantryUnit {
  return (UNITS as string[]).includes(value);
}

function AmountFields({
  idPrefix,
  amount,
  unit,
  error,
  onAmount,
  onUnit,
  width,
}: {
  idPrefix: string;
  /** The pair's width where it sits in a row of fields (full width on a phone). */
  width?: { base: string; sm: number };
  amount: string;
  unit: PantryUnit;
  error: string | undefined;
  onAmount: (value: string) => void;
  onUnit: (value: PantryUnit) => void;
}) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap" w={width}>
      <TextInput
        id={`${idPrefix}-amount`}
        label={texts.amount}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={error}
        onChange={(event) => onAmount(event.currentTarget.value)}
        style={{ flex: 1 }}
        miw={90}
      />
      <NativeSelect
        id={`${idPrefix}-unit`}
        label={texts.unit}
        data={UNITS.map((value) => ({ value, label: texts.units[value] }))}
        value={unit}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isUnit(next)) onUnit(next);
        }}
        w={80}
      />
    </Group>
  );
}

/** The food picker's choices, grouped by store section in store order. */
function foodChoices(foods: readonly PantryFood[]) {
  return STORE_SECTIONS.map((section) => ({
    group: texts.sections[section],
    items: foods
      .filter((food) => food.section === section)
      .map((food) => ({ value: food.key, label: food.name })),
  })).filter((group) => group.items.length > 0);
}

export function AddForm({
  actorRef,
  foods,
}: {
  actorRef: PantryActorRef;
  foods: readonly PantryFood[];
}) {
  const errors = useSelector(actorRef, selectAddErrors);
  const canAdd = useSelector(actorRef, (s) =>
    s.can({ type: 'add.submit', food: null, amount: '', unit: 'g' }),
  );
  const [food, setFood] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [unit, setUnit] = useState<PantryUnit>('lb');
  const choices = useMemo(() => foodChoices(foods), [foods]);
  const picked = foods.find((choice) => choice.key === food);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'add.submit', food, amount, unit });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="pantry-add-title">
      <Stack gap="sm">
        <Text fw={700} id="pantry-add-title">
          {texts.addTitle}
        </Text>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <Select
            label={texts.food}
            placeholder={texts.foodPlaceholder}
            nothingFoundMessage={texts.foodNothing}
            searchable
            data={choices}
            value={food}
            onChange={setFood}
            error={errors.food}
            description={picked ? texts.soldAs(picked.packageLabel) : undefined}
            comboboxProps={{ withinPortal: true }}
            w={{ base: '100%', sm: 280 }}
          />
          <AmountFields
            idPrefix="pantry-add"
            amount={amount}
            unit={unit}
            error={errors.amount}
            onAmount={setAmount}
            onUnit={setUnit}
            width={{ base: '100%', sm: 300 }}
          />
          <Button type="submit" disabled={!canAdd} mt={{ base: 0, sm: 25 }}>
            {texts.add}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CorrectionForm({ actorRef, grams }: { actorRef: PantryActorRef; grams: number }) {
  const errors = useSelector(actorRef, selectEditErrors);
  const [typed, setTyped] = useState(() => startingAmount(grams));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'edit.correct', ...typed });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {texts.correctHelp}
        </Text>
        <AmountFields
          idPrefix="pantry-edit"
          amount={typed.amount}
          unit={typed.unit}
          error={errors.amount}
          onAmount={(amount) => setTyped((current) => ({ ...current, amount }))}
          onUnit={(unit) => setTyped((current) => ({ ...current, unit }))}
        />
        <Group justify="flex-end">
          <Button type="submit">{texts.saveAmount}</Button>
        </Group>
      </Stack>
    </form>
  );
}

export function EditDialog({ actorRef }: { actorRef: PantryActorRef }) {
  const item = useSelector(actorRef, selectEditedItem);
  const close = () => actorRef.send({ type: 'edit.close' });
  return (
    <Modal
      opened={item !== null}
      onClose={close}
      title={item?.name ?? ''}
      centered
      closeButtonProps={{ 'aria-label': texts.closeDialog }}
    >
      {/* The form mounts with each item opened, so it starts from that item's amount. */}
      {item ? (
        <Stack gap="md">
          <Text size="sm">
            {item.amount} · {item.keeps}
          </Text>
          <Stack gap={4}>
            <Text fw={700}>{texts.correctTitle}</Text>
            <CorrectionForm key={item.food} actorRef={actorRef} grams={item.grams} />
          </Stack>
          <Divider />
          <Stack gap="xs">
            <Text size="sm">{texts.orMark}</Text>
            <Group gap="sm">
              <Button variant="light" onClick={() => actorRef.send({ type: 'edit.usedUp' })}>
                {texts.usedUp}
              </Button>
              <Button
                variant="light"
                color="red"
                onClick={() => actorRef.send({ type: 'edit.discarded' })}
              >
                {texts.thrownAway}
              </Button>
            </Group>
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {texts.cancel}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

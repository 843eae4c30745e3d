/**
 * The household members of the signed-in person (the profile review's Household section and the
 * wizard's step 1): loads the stored members, then adds, edits and removes one at a time. Each
 * member is saved as its dialog is saved, and the list shows the database's answer. The dialog
 * checks what was typed with the shared member rules before anything is sent; a save that fails
 * keeps the dialog open with what was typed and why. A ninth person is refused before the
 * insert (the database refuses one too, and that answer is worded the same).
 */
import { assign, emit, setup } from 'xstate';
import type { HouseholdMember } from '../../supabase/functions/_shared/rules/household.ts';
import { HOUSEHOLD_LIMIT } from '../../supabase/functions/_shared/rules/household.ts';
import { toast, type ViewEffect } from '../shared/effects.ts';
import { loadingState } from '../shared/loadingState.ts';
import { logFailure, toProvide, type MachineTypes } from '../shared/setupParts.ts';
import { householdTexts as texts } from '../texts/household.ts';
import {
  emptyMemberForm,
  formOfMember,
  householdSize,
  NEW_MEMBER_ID,
  readMemberForm,
} from './memberForm.ts';
import type {
  Household,
  HouseholdActors,
  HouseholdContext,
  HouseholdEvent,
  HouseholdInput,
  HouseholdTag,
  MemberFormValues,
} from './household.types.ts';
import { errorOf, guardedByField, loadedOutput, logFailureOf } from '../shared/eventParams.ts';

function memberNamed(context: HouseholdContext, id: string): HouseholdMember | undefined {
  return context.household?.members.find((member) => member.id === id);
}

/** The name a row goes by in the remove dialog (an unreadable row may have none). */
function nameOf(context: HouseholdContext, id: string): string | null {
  const member = memberNamed(context, id);
  if (member) return member.name;
  const row = context.household?.unreadable.find((candidate) => candidate.id === id);
  return row ? (row.name ?? texts.unreadableName) : null;
}

/** The member the open dialog's values make, or null when they do not make one. */
function dialogMember(context: HouseholdContext, values: MemberFormValues) {
  const read = readMemberForm(values, context.dialog?.memberId ?? NEW_MEMBER_ID);
  return read.ok ? read.member : null;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const householdMachine = setup({
  types: {} as MachineTypes<
    HouseholdContext,
    HouseholdEvent,
    HouseholdInput,
    HouseholdTag,
    ViewEffect
  >,
  actors: {
    loadHousehold: toProvide('household.loadHousehold'),
    saveMember: toProvide('household.saveMember'),
    removeMember: toProvide('household.removeMember'),
  } satisfies HouseholdActors,
  guards: {
    hasRoom: ({ context }) => householdSize(context.household) < HOUSEHOLD_LIMIT,
    isMember: ({ context }, params: { id: string }) =>
      memberNamed(context, params.id) !== undefined,
    isStored: ({ context }, params: { id: string }) => nameOf(context, params.id) !== null,
    isValidMember: ({ context }, params: { values: MemberFormValues }) =>
      dialogMember(context, params.values) !== null,
  },
  actions: {
    takeHousehold: assign((_, params: { loaded: Household }) => ({ household: params.loaded })),
    openAdd: assign({
      dialog: () => ({ memberId: null, values: emptyMemberForm(), errors: {}, saveError: null }),
      notice: null,
    }),
    openEdit: assign(({ context }, params: { id: string }) => {
      const member = memberNamed(context, params.id);
      return {
        dialog: {
          memberId: params.id,
          values: member ? formOfMember(member) : emptyMemberForm(),
          errors: {},
          saveError: null,
        },
        notice: null,
      };
    }),
    takeValues: assign(({ context }, params: { values: MemberFormValues }) => ({
      dialog: context.dialog && { ...context.dialog, values: params.values, errors: {} },
    })),
    setErrors: assign(({ context }, params: { values: MemberFormValues }) => {
      const read = readMemberForm(params.values, context.dialog?.memberId ?? NEW_MEMBER_ID);
      return {
        dialog: context.dialog && {
          ...context.dialog,
          values: params.values,
          errors: read.ok ? {} : read.errors,
        },
      };
    }),
    setSaveError: assign(({ context }, params: { error: unknown }) => ({
      dialog: context.dialog && {
        ...context.dialog,
        saveError: texts.saveFailed(reasonOf(params.error)),
      },
    })),
    clearSaveError: assign(({ context }) => ({
      dialog: context.dialog && { ...context.dialog, saveError: null },
    })),
    closeDialog: assign({ dialog: null }),
    askRemove: assign(({ context }, params: { id: string }) => ({
      removing: { id: params.id, name: nameOf(context, params.id) ?? texts.unreadableName },
      notice: null,
    })),
    clearRemoving: assign({ removing: null }),
    noticeLimit: assign({ notice: texts.limitReached }),
    noticeRemoveFailed: assign(({ context }, params: { error: unknown }) => ({
      notice: texts.removeFailed(context.removing?.name ?? '', reasonOf(params.error)),
    })),
    dismissNotice: assign({ notice: null }),
    toastSaved: emit(({ context }) => {
      const name = context.dialog ? context.dialog.values.name.trim() : '';
      return toast(
        'success',
        context.dialog?.memberId === null ? texts.added(name) : texts.saved(name),
      );
    }),
    toastRemoved: emit(({ context }) =>
      toast('success', texts.removed(context.removing?.name ?? '')),
    ),
    logFailure,
  },
}).createMachine({
  id: 'household',
  context: ({ input }) => ({
    userId: input.userId,
    household: null,
    dialog: null,
    removing: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: loadingState<HouseholdContext, Household>()({
      src: 'loadHousehold',
      input: ({ context }) => ({ userId: context.userId }),
      take: 'takeHousehold',
      done: 'ready',
      failed: 'failed',
      what: 'Loading the household',
    }),
    failed: {
      description: 'Says the household could not be loaded, with a button to try again.',
      on: { 'household.reload': 'loading' },
    },
    ready: {
      initial: 'idle',
      on: { 'notice.dismiss': { actions: 'dismissNotice' } },
      states: {
        idle: {
          on: {
            'household.reload': '#household.loading',
            'member.add': [
              { guard: 'hasRoom', target: 'editing', actions: 'openAdd' },
              { actions: 'noticeLimit' },
            ],
            'member.edit': guardedByField('id', {
              guard: 'isMember',
              target: 'editing',
              action: 'openEdit',
            }),
            'member.remove': guardedByField('id', {
              guard: 'isStored',
              target: 'confirmingRemove',
              action: 'askRemove',
            }),
          },
        },
        editing: {
          description: "The member dialog is open (adding someone, or one member's details).",
          on: {
            'dialog.submit': [
              {
                guard: {
                  type: 'isValidMember',
                  params: ({ event }) => ({ values: event.values }),
                },
                target: 'saving',
                actions: { type: 'takeValues', params: ({ event }) => ({ values: event.values }) },
              },
              { actions: { type: 'setErrors', params: ({ event }) => ({ values: event.values }) } },
            ],
            'dialog.cancel': { target: 'idle', actions: 'closeDialog' },
          },
        },
        saving: {
          description: 'The dialog stays open, its values kept, while the member is saved.',
          tags: 'saving',
          entry: 'clearSaveError',
          invoke: {
            id: 'saveMember',
            src: 'saveMember',
            input: ({ context }) => {
              const dialog = context.dialog;
              // Only entered from a dialog whose values make a member (the guard above).
              const member = dialog && dialogMember(context, dialog.values);
              if (!dialog || !member) throw new Error('household: saving without a member');
              return {
                userId: context.userId,
                member,
                memberId: dialog.memberId,
                position: context.household?.nextPosition ?? 0,
              };
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'takeHousehold', params: loadedOutput },
                'toastSaved',
                'closeDialog',
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'setSaveError', params: errorOf },
                logFailureOf('Saving a household member'),
              ],
            },
          },
        },
        confirmingRemove: {
          description: 'Asks before a member (or an unreadable row) is removed.',
          on: {
            'remove.confirm': 'removing',
            'remove.cancel': { target: 'idle', actions: 'clearRemoving' },
          },
        },
        removing: {
          tags: 'removing',
          invoke: {
            id: 'removeMember',
            src: 'removeMember',
            input: ({ context }) => ({ userId: context.userId, id: context.removing?.id ?? '' }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'takeHousehold', params: loadedOutput },
                'toastRemoved',
                'clearRemoving',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'noticeRemoveFailed', params: errorOf },
                logFailureOf('Removing a household member'),
                'clearRemoving',
              ],
            },
          },
        },
      },
    },
  },
});

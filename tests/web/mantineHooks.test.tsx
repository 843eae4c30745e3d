import { render } from '@testing-library/react';
import { useId as mantineUseId } from '@mantine/hooks';
import { Profiler, StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { useId } from '../../src/app/mantineHooks.ts';
import { MANTINE_HOOKS_STAND_IN, resolveMantineHooks } from '../../scripts/mantine-stable-ids.ts';

/** How many commits a component's mount takes, and the ids it rendered. */
function mount(hook: (staticId?: string) => string, staticId?: string) {
  const ids: string[] = [];
  let commits = 0;
  function Field() {
    const id = hook(staticId);
    ids.push(id);
    return <input id={id} aria-label="field" />;
  }
  const tree = () => (
    <Profiler id="field" onRender={() => (commits += 1)}>
      <Field />
    </Profiler>
  );
  const view = render(tree());
  return { ids, commits, rerender: () => view.rerender(tree()) };
}

describe('the build’s useId for Mantine', () => {
  it('mounts in one commit where Mantine’s own takes two', () => {
    expect(mount(mantineUseId).commits).toBe(2);
    expect(mount(useId).commits).toBe(1);
  });

  it('gives an id in Mantine’s form and keeps it', () => {
    const { ids, rerender } = mount(useId);
    rerender();
    rerender();
    expect(ids).toHaveLength(3);
    expect(ids[0]).toMatch(/^mantine-\S+$/);
    expect(new Set(ids).size).toBe(1);
  });

  it('gives a static id unchanged, and each component its own id', () => {
    expect(mount(useId, 'price-source').ids).toEqual(['price-source']);
    function Pair() {
      return (
        <StrictMode>
          <span>{useId()}</span>
          <Other />
        </StrictMode>
      );
    }
    function Other() {
      return <span>{useId()}</span>;
    }
    const { container } = render(<Pair />);
    const [a, b] = [...container.querySelectorAll('span')].map((span) => span.textContent);
    expect(a).not.toBe(b);
  });

  it('is where the build resolves @mantine/hooks, except for the stand-in itself', () => {
    const checkbox = '/app/node_modules/@mantine/core/esm/components/Checkbox/Checkbox.mjs';
    expect(resolveMantineHooks('@mantine/hooks', checkbox)).toBe(MANTINE_HOOKS_STAND_IN);
    expect(resolveMantineHooks('@mantine/hooks', '/app/src/pages/DashboardPage.tsx')).toBe(
      MANTINE_HOOKS_STAND_IN,
    );
    expect(resolveMantineHooks('@mantine/hooks', MANTINE_HOOKS_STAND_IN)).toBeNull();
    expect(resolveMantineHooks('@mantine/hooks', `${MANTINE_HOOKS_STAND_IN}?v=1`)).toBeNull();
    expect(resolveMantineHooks('@mantine/core', checkbox)).toBeNull();
    expect(resolveMantineHooks('@mantine/hooks', undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { fromApiSection } from '#shared/chessboard/convert.ts';
import { apiSection } from '../test/fixtures.tsx';
import { replay, type TStructureOp } from './replay.ts';
import { runCommand } from './structure-ops.ts';

const command = (name: 'merge' | 'remove', keys: string[]): TStructureOp => ({
  run: (section) => runCommand(section, name, { kind: 'cells', keys }),
  kind: 'cells',
  keys,
});

describe('[chess-editor] the structure mode’s edits run again on a fresh section', () => {
  const saved = apiSection(['AB', 'CD']);
  const key = (i: number) => `cell-${saved.cells[i]!.id}`;

  it('runs every edit that still fits, in order', () => {
    // The other builder disabled unit D meanwhile.
    const fresh = { ...saved, cells: saved.cells.map((c, i) => (i === 3 ? { ...c, disabled: true } : c)) };
    const result = replay(fromApiSection(fresh), [command('merge', [key(0), key(1)])]);
    expect(result.skipped).toEqual([]);
    expect(result.steps).toHaveLength(2);
    const last = result.steps[1]!;
    expect(last.cells).toHaveLength(3);
    expect(last.cells.find((c) => c.key === key(3))!.disabled).toBe(true);
  });

  it('skips an edit whose units are gone, or that the model refuses now, and reports it', () => {
    // The other builder merged A and B: B is gone, so «merge B and D» no longer fits; removing C still does.
    const fresh = {
      ...saved,
      cells: [
        { ...saved.cells[0]!, bbox: [0, 0, 1, 2] as [number, number, number, number] },
        ...saved.cells.slice(2),
      ],
    };
    const ops = [command('merge', [key(1), key(3)]), command('remove', [key(2)])];
    const result = replay(fromApiSection(fresh), ops);
    expect(result.skipped).toEqual([ops[0]]);
    expect(result.ops).toEqual([ops[1]]);
    expect(result.steps[1]!.cells.find((c) => c.key === key(2))!.disabled).toBe(true);
  });
});

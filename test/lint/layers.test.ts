// The layers of the game box are enforced by lint: each planted violation fails, a clean file passes.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages ESLint gives a file of this text at this path (the file need not exist). */
async function lint(path: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(`// planted for the layer test\n${text}`, {
    filePath: path,
  });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const PLANTED: readonly { what: string; path: string; text: string; says: RegExp }[] = [
  {
    what: 'rules import the flow',
    path: 'src/games/azuma/rules/planted.ts',
    text: "import { step } from '../flow/step';\nexport const x = step;\n",
    says: /rules import only its own rules/,
  },
  {
    what: 'rules import the 3D kit',
    path: 'src/games/bonanza/rules/planted.ts',
    text: "import { UP } from '../../../table/space';\nexport const x = UP;\n",
    says: /rules import only its own rules/,
  },
  {
    what: 'bots import the flow',
    path: 'src/games/azuma/bots/planted.ts',
    text: "import { step } from '../flow/step';\nexport const x = step;\n",
    says: /Bots import only/,
  },
  {
    what: 'a statechart imports a view',
    path: 'statecharts/azuma/planted.ts',
    text: "import { HandBar } from '../../src/games/azuma/ui/game/HandBar';\nexport const x = HandBar;\n",
    says: /never imports views/,
  },
  {
    what: 'a view imports the statechart',
    path: 'src/games/azuma/ui/planted.ts',
    text: "import { tableMachine } from '../../../../statecharts/azuma/table';\nexport const x = tableMachine;\n",
    says: /never the statechart/,
  },
  {
    what: 'a view reads snapshot.context',
    path: 'src/games/azuma/scene/planted.ts',
    text: 'export const x = (s: { context: { calls: number } }) => s.context.calls;\n',
    says: /not snapshot\.context/,
  },
  {
    what: 'a view asks a tag',
    path: 'src/games/azuma/ui/planted.ts',
    text: "export const x = (s: { hasTag(t: string): boolean }) => s.hasTag('over');\n",
    says: /not hasTag/,
  },
  {
    what: 'a game imports another game',
    path: 'src/games/azacru/rules/planted.ts',
    text: "import { EDITIONS } from '../../azuma/rules/editions';\nexport const x = EDITIONS;\n",
    says: /No game imports another game/,
  },
  {
    what: 'the shell imports a game',
    path: 'src/shell/planted.ts',
    text: "import { EDITIONS } from '../games/azuma/rules/editions';\nexport const x = EDITIONS;\n",
    says: /knows games only through/,
  },
  {
    what: 'the 3D kit imports a game',
    path: 'src/table/planted.ts',
    text: "import { EDITIONS } from '../games/azuma/rules/editions';\nexport const x = EDITIONS;\n",
    says: /knows none/,
  },
];

describe('layers', () => {
  it.each(PLANTED)('a planted violation fails lint: $what', async ({ path, text, says }) => {
    const messages = await lint(path, text);
    expect(
      messages.some((m) => says.test(m)),
      messages.join('\n'),
    ).toBe(true);
  });

  it('the allowed imports pass: rules from src/lib, a view from the view model, the shell from the registry', async () => {
    expect(
      await lint(
        'src/games/azuma/rules/planted.ts',
        "import { createRng } from '../../../lib/rng';\nimport { EDITIONS } from './editions';\nexport const x = [createRng, EDITIONS];\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'src/games/azuma/ui/planted.ts',
        "import { selectCalls } from '../view/selectors';\nexport const x = selectCalls;\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'src/shell/planted.ts',
        "import { playableGames } from '../games/registry';\nexport const x = playableGames;\n",
      ),
    ).toEqual([]);
  });
});

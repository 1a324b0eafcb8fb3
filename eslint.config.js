// ESLint flat config: typescript-eslint strict rules over the whole project, and the layers of the game box (scripts/eslint/layers.js).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './scripts/eslint/layers.js';

/** Every game of the box: a folder under src/games (its statechart under statecharts/<id>). */
const GAMES = readdirSync(new URL('./src/games', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const OUTSIDE_GAMES = ['./src/shell', './src/table', './src/cli', './statecharts'];

/** The import zones of one game: who may import whom. */
function gameZones(game) {
  const root = `./src/games/${game}`;
  const others = GAMES.filter((g) => g !== game);
  return [
    {
      target: `${root}/rules`,
      from: root,
      except: ['./rules'],
      message: 'A game’s rules import only its own rules and src/lib.',
    },
    {
      target: `${root}/rules`,
      from: OUTSIDE_GAMES,
      message: 'A game’s rules import only its own rules and src/lib.',
    },
    {
      target: `${root}/bots`,
      from: root,
      except: ['./rules', './bots'],
      message: 'Bots import only their game’s rules (and src/lib).',
    },
    {
      target: `${root}/bots`,
      from: OUTSIDE_GAMES,
      message: 'Bots import only their game’s rules (and src/lib).',
    },
    {
      target: `./statecharts/${game}`,
      from: [`${root}/ui`, `${root}/scene`, `${root}/view`, './src/shell'],
      message: 'A statechart never imports views.',
    },
    {
      target: [`${root}/ui`, `${root}/scene`],
      from: './statecharts',
      message: 'Views read the view model (src/games/<game>/view), never the statechart.',
    },
    ...others.flatMap((other) => [
      {
        target: [root, `./statecharts/${game}`],
        from: [`./src/games/${other}`, `./statecharts/${other}`],
        message: 'No game imports another game.',
      },
    ]),
  ];
}

export const LAYER_ZONES = [
  ...GAMES.flatMap(gameZones),
  {
    target: './src/shell',
    from: './src/games',
    except: ['./registry.ts'],
    message: 'The shell knows games only through src/games/registry.ts and src/shell/contract.ts.',
  },
  {
    target: './src/table',
    from: ['./src/games', './src/shell', './statecharts'],
    message: 'The 3D kit serves every game and knows none (nor the shell).',
  },
  {
    target: './src/lib',
    from: ['./src/games', './src/shell', './src/table', './src/cli', './statecharts'],
    message: 'src/lib is plain helpers: it imports nothing of the box.',
  },
];

/** Views ask the view model; they never read a snapshot's context or tags themselves. */
const VIEW_SYNTAX = [
  {
    selector: "MemberExpression[property.name='context']",
    message: 'Views read the view model’s selectors (src/games/<game>/view), not snapshot.context.',
  },
  {
    selector: "CallExpression[callee.property.name='hasTag']",
    message: 'Views ask the view model’s selectors (src/games/<game>/view), not hasTag().',
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'dev-dist/', '.scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'statecharts/**/*.ts'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/no-restricted-paths': ['error', { zones: LAYER_ZONES }] },
  },
  {
    files: ['src/games/*/ui/**/*.{ts,tsx}', 'src/games/*/scene/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...VIEW_SYNTAX] },
  },
  {
    // What the simulators run: an object literal with a getter or a setter gets a hidden class of
    // its own each time it is made (V8 keeps accessors in the class), so one made per seat and game
    // took a fifth off the AZUMA simulator's games a second. A class makes its accessors once.
    files: ['src/games/*/{rules,bots,flow,sim}/**/*.ts', 'statecharts/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ObjectExpression > Property[kind='get'], ObjectExpression > Property[kind='set']",
          message:
            'No getter or setter in an object literal here: use a class (see eslint.config.js).',
        },
      ],
    },
  },
);

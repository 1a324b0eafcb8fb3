// The app shell (placeholder until the table lands): shows the edition table of the rules.
import { EDITIONS, EDITION_IDS } from '../rules/editions';

export function App() {
  return (
    <main>
      <h1>AZUMA 3D</h1>
      <ul>
        {EDITION_IDS.map((id) => (
          <li key={id}>
            {EDITIONS[id].name} ({id})
          </li>
        ))}
      </ul>
    </main>
  );
}

import { Dapp } from './dapp';

export const dynamic = 'force-dynamic';

export default function Page() {
  return (
    <main>
      <h1>Latchkey on Next.js</h1>
      <Dapp />
    </main>
  );
}

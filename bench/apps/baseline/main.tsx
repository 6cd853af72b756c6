// Baseline: React + viem and nothing else. A button that, on click, renders a plain <dialog> and
// calls nothing. The public client is created (no request is made) and read, so viem's cost is counted.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createPublicClient, http } from 'viem';
import { mainnet } from 'viem/chains';

const client = createPublicClient({ chain: mainnet, transport: http('http://127.0.0.1:8545') });

function App() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="connect" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open ? (
        <dialog open aria-label="Connect">
          <p>{`Connect to ${client.chain.name}`}</p>
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </dialog>
      ) : null}
    </>
  );
}

createRoot(document.getElementById('root')!).render(<App />);

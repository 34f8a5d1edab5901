import QRCode from 'qrcode';
import type { MintedCard } from '../../shared/api/pro';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A printable page of prepaid cards, one QR per card (what the resident scans on the Pro tab). */
export async function cardSheetHtml(cards: MintedCard[], meta: { batchId: string; hubName?: string; createdAt: number }): Promise<string> {
  const items = await Promise.all(
    cards.map(async (card) => {
      const qr = await QRCode.toDataURL(card.code, { width: 256, margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
      return `<article class="card">
  <header><strong>NeighborWatch</strong><span>${card.amountJin} JIN</span></header>
  <img src="${qr}" alt="QR code of the card code" width="128" height="128">
  <code>${escapeHtml(card.code)}</code>
  <p>Pro tab → Activate prepaid card → scan this code or type it.</p>
</article>`;
    }),
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>NeighborWatch prepaid cards — batch ${escapeHtml(meta.batchId.slice(0, 8))}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #111; }
  h1 { font-size: 1.1rem; margin: 0 0 1rem; }
  .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(85mm, 1fr)); gap: 6mm; }
  .card { border: 1px dashed #888; border-radius: 3mm; padding: 4mm; display: grid; gap: 2mm; justify-items: center; break-inside: avoid; }
  .card header { display: flex; justify-content: space-between; width: 100%; }
  .card code { font-size: 1rem; letter-spacing: 0.05em; }
  .card p { font-size: 0.75rem; margin: 0; color: #444; text-align: center; }
  @media print { body { margin: 0; } h1 { display: none; } .grid { gap: 4mm; } }
</style></head>
<body>
<h1>${cards.length} prepaid cards, batch ${escapeHtml(meta.batchId.slice(0, 8))}, minted ${new Date(meta.createdAt).toISOString().slice(0, 16).replace('T', ' ')} UTC. Print, cut along the lines, keep unused cards safe: each code works once.</h1>
<section class="grid">
${items.join('\n')}
</section>
</body></html>
`;
}

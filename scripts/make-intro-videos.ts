/**
 * Records the short introduction clips of the seeded candidates (their portrait, name and a
 * greeting) in Chromium with MediaRecorder, as WebM. Run once when the sample candidates change:
 * `node --import tsx scripts/make-intro-videos.ts`; the clips are committed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { publicCandidates as candidates } from '@bayti/data/fixtures';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tests/chromium.ts';

const portalPublic = fileURLToPath(new URL('../apps/portal/public', import.meta.url));
const SECONDS = 4;

/** Runs in the page; kept as source text so the TypeScript loader adds nothing to it. */
const RECORD_CLIP = `async ({ svg, name, position, nationality, seconds }) => {
        const canvas = document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 360;
        const ctx = canvas.getContext('2d');
        const image = new Image();
        image.src = \`data:image/svg+xml;charset=utf-8,\${encodeURIComponent(svg)}\`;
        await image.decode();
        const stream = canvas.captureStream(24);
        const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8' });
        const chunks = [];
        recorder.ondataavailable = (event) => chunks.push(event.data);
        const done = new Promise((resolve) => (recorder.onstop = resolve));
        recorder.start();
        const started = performance.now();
        await new Promise((resolve) => {
          const frame = () => {
            const t = (performance.now() - started) / 1000;
            ctx.fillStyle = '#f6efe6';
            ctx.fillRect(0, 0, 640, 360);
            const size = 220 + 8 * Math.sin(t * 2);
            ctx.drawImage(image, 40 + (220 - size) / 2, 70 + (220 - size) / 2, size, size);
            ctx.fillStyle = '#1f3b3a';
            ctx.font = '600 30px sans-serif';
            ctx.fillText(\`Hello, I'm \${name}\`, 290, 150);
            ctx.font = '22px sans-serif';
            ctx.fillText(\`\${nationality} \${position}\`, 290, 190);
            ctx.globalAlpha = Math.min(1, t / 1.5);
            ctx.fillText('Happy to meet your family.', 290, 230);
            ctx.globalAlpha = 1;
            if (t < seconds) requestAnimationFrame(frame);
            else resolve();
          };
          frame();
        });
        recorder.stop();
        await done;
        const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return btoa(binary);
      }`;

interface ClipInput {
  svg: string;
  name: string;
  position: string;
  nationality: string;
  seconds: number;
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage();
  for (const candidate of candidates) {
    if (!candidate.video) continue;
    const portrait = await readFile(`${portalPublic}${candidate.image}`, 'utf8');
    const input: ClipInput = {
      svg: portrait,
      name: candidate.name,
      position: candidate.position,
      nationality: candidate.nationality,
      seconds: SECONDS,
    };
    const clip = (await page.evaluate(`(${RECORD_CLIP})(${JSON.stringify(input)})`)) as string;
    const target = `${portalPublic}${candidate.video}`;
    await writeFile(target, Buffer.from(clip, 'base64'));
    process.stdout.write(
      `${target}: ${Math.round(Buffer.from(clip, 'base64').length / 1024)} kB` + '\n',
    );
  }
} finally {
  await browser.close();
}

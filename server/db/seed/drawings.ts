// The demo content's pictures as SVG drawings, one list for the seed and for the build that
// encodes them ahead of time (ADR 0020). No text in the drawings, so no font is needed.
import * as content from "./content.js";
import { team } from "./content-team.js";

export type Drawing = { folder: string; svg: string; width: number; height: number };

type Pair = [string, string];

const WIDTH = 1200;
const HEIGHT = 800;
const PORTRAIT_SIDE = 640;

/** Deterministic, so a seed looks the same on every machine. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function picture(folder: string, colors: Pair, seed: number): Drawing {
  const r = rng(seed);
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = Math.round(r() * WIDTH);
    const y = Math.round(r() * HEIGHT);
    const size = Math.round(60 + r() * 260);
    const opacity = (0.08 + r() * 0.22).toFixed(2);
    const kind = Math.floor(r() * 3);
    if (kind === 0)
      shapes.push(
        `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="#fff" fill-opacity="${opacity}"/>`,
      );
    else if (kind === 1)
      shapes.push(
        `<rect x="${x}" y="${y}" width="${size}" height="${size * 0.6}" rx="24" fill="#fff" fill-opacity="${opacity}" transform="rotate(${Math.round(r() * 40 - 20)} ${x} ${y})"/>`,
      );
    else
      shapes.push(
        `<polygon points="${x},${y} ${x + size},${y + size / 3} ${x + size / 3},${y + size}" fill="#fff" fill-opacity="${opacity}"/>`,
      );
  }
  const screen = `<g transform="translate(${WIDTH / 2 - 260} ${HEIGHT / 2 - 170})">
    <rect width="520" height="340" rx="28" fill="#0b1020" fill-opacity="0.55"/>
    <rect x="28" y="28" width="464" height="36" rx="10" fill="#fff" fill-opacity="0.25"/>
    <rect x="28" y="92" width="280" height="20" rx="8" fill="#fff" fill-opacity="0.5"/>
    <rect x="28" y="130" width="220" height="20" rx="8" fill="#fff" fill-opacity="0.35"/>
    <rect x="28" y="190" width="140" height="120" rx="14" fill="${colors[0]}" fill-opacity="0.9"/>
    <rect x="190" y="190" width="140" height="120" rx="14" fill="${colors[1]}" fill-opacity="0.9"/>
    <rect x="352" y="190" width="140" height="120" rx="14" fill="#fff" fill-opacity="0.3"/>
  </g>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${shapes.join("")}${screen}</svg>`;
  return { folder, svg, width: WIDTH, height: HEIGHT };
}

function portrait(folder: string, colors: Pair): Drawing {
  const side = PORTRAIT_SIDE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${side / 2}" cy="${side * 0.4}" r="${side * 0.17}" fill="#fff" fill-opacity="0.85"/>
  <ellipse cx="${side / 2}" cy="${side * 0.98}" rx="${side * 0.34}" ry="${side * 0.32}" fill="#fff" fill-opacity="0.85"/></svg>`;
  return { folder, svg, width: side, height: side };
}

/** Each record's pictures, in the order of the content lists. */
export function demoDrawings() {
  const serviceColors = (service: number) =>
    content.categories[content.services[service].category].colors;
  const pair = (folder: string, colors: Pair, seed: number): Drawing[] => [
    picture(folder, colors, seed),
    picture(folder, [colors[1], colors[0]], seed + 50),
  ];
  return {
    categories: content.categories.map((c, i) => [picture("categories", c.colors, 100 + i)]),
    services: content.services.map((_, i) => pair("services", serviceColors(i), 200 + i)),
    projects: content.projects.map((p, i) => pair("projects", serviceColors(p.service), 300 + i)),
    posts: content.posts.map((_, i) => [
      picture("posts", content.categories[i % content.categories.length].colors, 400 + i),
    ]),
    team: team.map((m) => [portrait("team_members", m.colors)]),
  };
}

export type DemoDrawings = ReturnType<typeof demoDrawings>;

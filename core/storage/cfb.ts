// Tells legacy Office files (.doc, .xls, .ppt) from other CFB containers (.msi, .msg) by the
// root's streams ([MS-CFB]). Hostile input: offsets bounds-checked, chain walks bounded.

export type LegacyOffice = { ext: "doc" | "xls" | "ppt"; mime: string };

const MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const MAX_REGULAR = 0xfffffffa; // sector ids at or above this are markers (ENDOFCHAIN, FREESECT, ...)
const NOSTREAM = 0xffffffff;
const ENTRY_SIZE = 128;

const BY_STREAM: Record<string, LegacyOffice> = {
  WordDocument: { ext: "doc", mime: "application/msword" },
  Workbook: { ext: "xls", mime: "application/vnd.ms-excel" },
  Book: { ext: "xls", mime: "application/vnd.ms-excel" },
  "PowerPoint Document": { ext: "ppt", mime: "application/vnd.ms-powerpoint" },
};

export function classifyCfb(buf: Buffer): LegacyOffice | null {
  try {
    for (const name of rootStreamNames(buf)) {
      const hit = BY_STREAM[name];
      if (hit) return hit;
    }
  } catch {
    // Any structural surprise means "not a document we know".
  }
  return null;
}

function rootStreamNames(buf: Buffer): string[] {
  if (buf.length < 512 || !buf.subarray(0, 8).equals(MAGIC)) return [];
  const shift = buf.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return [];
  const sectorSize = 1 << shift;
  const idsPerSector = sectorSize / 4;
  const sectorCount = Math.floor((buf.length - sectorSize) / sectorSize) + 1;
  const sectorAt = (id: number): number => {
    const off = (id + 1) * sectorSize;
    if (id >= MAX_REGULAR || off + sectorSize > buf.length) throw new Error("sector out of range");
    return off;
  };

  // The FAT's own sectors: first 109 ids in the header, the rest in the DIFAT chain.
  const fatSectorCount = buf.readUInt32LE(0x2c);
  const fatSectors: number[] = [];
  for (let k = 0; k < 109 && fatSectors.length < fatSectorCount; k++) {
    fatSectors.push(buf.readUInt32LE(0x4c + k * 4));
  }
  let difat = buf.readUInt32LE(0x44);
  for (let guard = 0; difat < MAX_REGULAR && fatSectors.length < fatSectorCount; guard++) {
    if (guard > sectorCount) throw new Error("DIFAT loop");
    const off = sectorAt(difat);
    for (let k = 0; k < idsPerSector - 1 && fatSectors.length < fatSectorCount; k++) {
      fatSectors.push(buf.readUInt32LE(off + k * 4));
    }
    difat = buf.readUInt32LE(off + (idsPerSector - 1) * 4);
  }
  const next = (id: number): number => {
    const fatSector = fatSectors[Math.floor(id / idsPerSector)];
    if (fatSector === undefined) throw new Error("FAT entry out of range");
    return buf.readUInt32LE(sectorAt(fatSector) + (id % idsPerSector) * 4);
  };

  const entryOffsets: number[] = [];
  let sector = buf.readUInt32LE(0x30);
  for (let guard = 0; sector < MAX_REGULAR; guard++) {
    if (guard > sectorCount) throw new Error("directory chain loop");
    const off = sectorAt(sector);
    for (let e = 0; e < sectorSize / ENTRY_SIZE; e++) entryOffsets.push(off + e * ENTRY_SIZE);
    sector = next(sector);
  }
  if (entryOffsets.length === 0) return [];

  const names: string[] = [];
  const seen = new Set<number>();
  const stack = [buf.readUInt32LE(entryOffsets[0] + 0x4c)];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === NOSTREAM || seen.has(id) || id >= entryOffsets.length) continue;
    seen.add(id);
    const off = entryOffsets[id];
    const nameBytes = Math.min(buf.readUInt16LE(off + 0x40), 64);
    const type = buf[off + 0x42];
    // Name length counts the UTF-16 terminator.
    if (type === 2 && nameBytes >= 2) names.push(buf.toString("utf16le", off, off + nameBytes - 2));
    stack.push(buf.readUInt32LE(off + 0x44), buf.readUInt32LE(off + 0x48));
  }
  return names;
}

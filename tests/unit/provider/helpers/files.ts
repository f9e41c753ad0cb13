/**
 * Hand-built documents for the storage tests. They are real, minimal files of each format, made
 * here so the tests need no binary fixtures and show exactly what is being detected.
 */
import { crc32 } from "node:zlib";

/** A one-page PDF with a correct cross-reference table (byte offsets computed, not guessed). */
export function minimalPdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** A ZIP archive with stored (uncompressed) entries: local headers, central directory, end record. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBuf = Buffer.from(name, "utf8");
    const data = Buffer.from(text, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const WORD_MAIN =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

/** The smallest docx Word opens: content types, package relationships, one paragraph. */
export function minimalDocx(mainContentType = WORD_MAIN): Buffer {
  return zip({
    "[Content_Types].xml":
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      `<Override PartName="/word/document.xml" ContentType="${mainContentType}"/></Types>`,
    "_rels/.rels":
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    "word/document.xml":
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      "<w:body><w:p><w:r><w:t>Brief</w:t></w:r></w:p></w:body></w:document>",
  });
}

/**
 * A version-3 Compound File (512-byte sectors) whose root holds the given streams, as legacy
 * Office writes them: sector 0 is the FAT, sector 1 the directory. Streams are empty because
 * classification only reads the directory.
 */
export function compoundFile(streamNames: string[]): Buffer {
  const SECTOR = 512;
  const END = 0xfffffffe;
  const FREE = 0xffffffff;
  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18); // minor version
  header.writeUInt16LE(3, 0x1a); // major version 3
  header.writeUInt16LE(0xfffe, 0x1c); // little-endian byte order mark
  header.writeUInt16LE(9, 0x1e); // sector shift: 512
  header.writeUInt16LE(6, 0x20); // mini sector shift: 64
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // directory starts at sector 1
  header.writeUInt32LE(4096, 0x38); // mini stream cutoff
  header.writeUInt32LE(END, 0x3c); // no mini FAT
  header.writeUInt32LE(END, 0x44); // no DIFAT sectors
  header.writeUInt32LE(0, 0x4c); // DIFAT[0] = FAT lives in sector 0
  for (let k = 1; k < 109; k++) header.writeUInt32LE(FREE, 0x4c + k * 4);

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0: FAT sector
  fat.writeUInt32LE(END, 4); // sector 1: directory, single-sector chain

  const dir = Buffer.alloc(SECTOR);
  const entry = (i: number, name: string, type: number, child: number, right: number) => {
    const off = i * 128;
    const nameBuf = Buffer.from(`${name}\u0000`, "utf16le");
    nameBuf.copy(dir, off);
    dir.writeUInt16LE(nameBuf.length, off + 0x40);
    dir[off + 0x42] = type;
    dir[off + 0x43] = 1; // black
    dir.writeUInt32LE(FREE, off + 0x44); // left sibling
    dir.writeUInt32LE(right, off + 0x48); // right sibling
    dir.writeUInt32LE(child, off + 0x4c);
    dir.writeUInt32LE(END, off + 0x74); // start sector
  };
  // Root (type 5) -> first stream; further streams chained as right siblings (a valid, if lopsided, tree).
  entry(0, "Root Entry", 5, streamNames.length ? 1 : FREE, FREE);
  streamNames.forEach((name, i) =>
    entry(i + 1, name, 2, FREE, i + 2 <= streamNames.length ? i + 2 : FREE),
  );
  return Buffer.concat([header, fat, dir]);
}

/** The first bytes of a Linux executable, padded: a common "document" an attacker might try. */
export function elfBinary(): Buffer {
  const buf = Buffer.alloc(256);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(buf, 0);
  buf.writeUInt16LE(2, 16); // e_type: executable
  buf.writeUInt16LE(0x3e, 18); // e_machine: x86-64
  return buf;
}

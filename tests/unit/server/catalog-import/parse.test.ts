import { describe, expect, test } from 'vitest';
import { splitList, splitPath } from '../../../../src/server/modules/catalog-import/format';
import { decodeFile, parseFile } from '../../../../src/server/modules/catalog-import/parse';

const bounds = { maxRows: 5, maxColumns: 20 };

describe('reading an import file', () => {
  test('a spreadsheet’s semicolons, its byte order mark, quoted cells over several lines; rows numbered as the spreadsheet numbers them', () => {
    const parsed = parseFile('\ufeffcode;name_sr;spec_sr:Boja;spec_en:Boja\r\nA;"Dva\nreda";Crna;Black\r\n;;;\r\n\r\nB;"Sa ""navodnicima""";;\r\n', bounds);
    expect(parsed).toEqual({
      header: {
        columns: ['code', 'name_sr', 'spec_sr:Boja', 'spec_en:Boja'],
        product: { code: 0, name_sr: 1 },
        specs: [
          { index: 2, column: 'spec_sr:Boja', filter: 'Boja', lang: 0 },
          { index: 3, column: 'spec_en:Boja', filter: 'Boja', lang: 1 },
        ],
        options: [],
      },
      rows: [
        { line: 2, cells: ['A', 'Dva\nreda', 'Crna', 'Black'] },
        { line: 5, cells: ['B', 'Sa "navodnicima"', '', ''] },
      ],
    });
  });

  test('option columns pair up in order, the n-th option_sr with the n-th option_en', () => {
    const parsed = parseFile('code,product,option_sr:Veličina,option_en:Size,option_sr:Boja,option_en:Colour\nA-S,A,S,S,Crna,Black\n', bounds);
    expect('header' in parsed && parsed.header.options).toEqual([
      { names: ['Veličina', 'Size'], indexes: [2, 3], column: 'option_sr:Veličina' },
      { names: ['Boja', 'Colour'], indexes: [4, 5], column: 'option_sr:Boja' },
    ]);
    expect(parseFile('code,option_sr:Veličina,option_sr:Boja,option_en:Size\nA,S,Crna,S\n', bounds)).toEqual({ problem: 'importOptionColumns', params: { column: 'option_sr:Boja' } });
    expect(parseFile('code,option_sr:Boja,option_sr: boja\nA,Crna,Crna\n', bounds)).toEqual({ problem: 'importDuplicateColumn', params: { column: 'option_sr: boja' } });
  });

  test('what keeps a file from being read is told once, with where', () => {
    expect(parseFile('code,price\n"A,1\n', bounds)).toEqual({ problem: 'importCsvSyntax', params: { line: 2 } });
    expect(parseFile('Code,Code\nA,B\n', bounds)).toEqual({ problem: 'importDuplicateColumn', params: { column: 'Code' } });
    expect(parseFile('price\n1\n', bounds)).toEqual({ problem: 'importColumnRequired', params: { column: 'code' } });
    expect(parseFile('code\n', bounds)).toEqual({ problem: 'importEmpty' });
    expect(parseFile('code\n1\n2\n3\n4\n5\n6\n', bounds)).toEqual({ problem: 'importTooManyRows', params: { max: 5 } });
    expect(parseFile(Array.from({ length: 21 }, (_, index) => `spec_sr:F${index}`).join(',') + ',code\n', bounds)).toEqual({ problem: 'importTooManyColumns', params: { max: 20 } });
    expect(decodeFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00]))).toBeNull();
    expect(decodeFile(new TextEncoder().encode('code\nA\0\n'))).toBeNull();
  });

  test('list cells split at |, category paths at >', () => {
    expect(splitList(' a.jpg | b.jpg ||  ')).toEqual(['a.jpg', 'b.jpg']);
    expect(splitPath('Telefoni i tableti >  Mobilni telefoni')).toEqual(['Telefoni i tableti', 'Mobilni telefoni']);
  });
});

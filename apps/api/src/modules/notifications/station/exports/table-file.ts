import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import type { ExportFormat } from '@threadway/contracts/notifications/file-status';
import { UTF8_BOM, csvRecord, type Cell } from './csv.ts';

export interface TableFile {
  add(cells: readonly Cell[]): Promise<void>;
  close(): Promise<void>;
}

/** A CSV (UTF-8 with BOM, CRLF records) or XLSX file written row by row, so big exports stay out of memory. */
export async function openTableFile(file: string, format: ExportFormat, sheetName: string, header: readonly string[]): Promise<TableFile> {
  if (format === 'xlsx') {
    // Loaded on the first XLSX export: exceljs and its zip libraries are a third of what the API would load at start.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true });
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = header.map((title) => ({ header: title, width: Math.min(Math.max(title.length + 4, 12), 40) }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    return {
      add: async (cells) => sheet.addRow([...cells]).commit(),
      close: async () => {
        sheet.commit();
        await workbook.commit();
      },
    };
  }
  const stream = createWriteStream(file, { encoding: 'utf8' });
  // Rejects on a write error (and listens for it, so an error never goes unhandled).
  const done = finished(stream);
  done.catch(() => undefined);
  const write = async (text: string) => {
    if (!stream.write(text)) await Promise.race([once(stream, 'drain'), done]);
  };
  await write(UTF8_BOM + csvRecord(header));
  return {
    add: (cells) => write(csvRecord(cells)),
    close: async () => {
      stream.end();
      await done;
    },
  };
}

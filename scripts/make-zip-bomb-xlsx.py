#!/usr/bin/env python3
"""Writes three hostile .xlsx files into the folder given (test fixtures for the spreadsheet intake).

zip-bomb.xlsx: a well-formed workbook whose one sheet is ~200 MB of repeated cells, deflated to well under
1 MB (about 1000:1). Its zip directory says so honestly: the intake must refuse it from the directory alone.

zip-bomb-lying.xlsx: the same kind of workbook (~20 MB of cells), whose local headers and central directory
claim the sheet unzips to only twice its compressed size. The directory checks pass; the intake must still
refuse it when the entry turns out larger than declared (SheetJS itself would inflate it to the end).

zip-too-many-entries.xlsx: a small workbook padded with 1,001 tiny extra parts: refused by entry count.

Run by scripts/make-spreadsheet-fixtures.sh; the results are committed.
"""
import os
import struct
import sys
import zipfile

PARTS = {
    '[Content_Types].xml': (
        '<?xml version="1.0" encoding="UTF-8"?>'
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
        '<Default Extension="xml" ContentType="application/xml"/>'
        '<Override PartName="/xl/workbook.xml" '
        'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
        '<Override PartName="/xl/worksheets/sheet1.xml" '
        'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
        '</Types>'),
    '_rels/.rels': (
        '<?xml version="1.0" encoding="UTF-8"?>'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
        'officeDocument" Target="xl/workbook.xml"/></Relationships>'),
    'xl/workbook.xml': (
        '<?xml version="1.0" encoding="UTF-8"?>'
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
        '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>'),
    'xl/_rels/workbook.xml.rels': (
        '<?xml version="1.0" encoding="UTF-8"?>'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
        'worksheet" Target="worksheets/sheet1.xml"/></Relationships>'),
}
SHEET = 'xl/worksheets/sheet1.xml'
ROW = '<row><c t="inlineStr"><is><t>Client</t></is></c><c><v>1</v></c></row>'


def write_workbook(path, sheet_bytes):
    with zipfile.ZipFile(path, 'w', compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for name, text in PARTS.items():
            zf.writestr(name, text)
        with zf.open(SHEET, 'w', force_zip64=False) as sheet:
            sheet.write(b'<?xml version="1.0" encoding="UTF-8"?><worksheet '
                        b'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>')
            chunk = (ROW * 10_000).encode()
            written = 0
            while written < sheet_bytes:
                sheet.write(chunk)
                written += len(chunk)
            sheet.write(b'</sheetData></worksheet>')


def understate_sheet_size(path):
    """Rewrites the sheet's uncompressed size, in its local header and the central directory, as 2x compressed."""
    data = bytearray(open(path, 'rb').read())
    with zipfile.ZipFile(path) as zf:
        info = zf.getinfo(SHEET)
    claimed = info.compress_size * 2
    struct.pack_into('<I', data, info.header_offset + 22, claimed)
    at = data.find(b'PK\x01\x02')
    while at != -1:
        name_len = struct.unpack_from('<H', data, at + 28)[0]
        if data[at + 46:at + 46 + name_len].decode() == SHEET:
            struct.pack_into('<I', data, at + 24, claimed)
        at = data.find(b'PK\x01\x02', at + 4)
    open(path, 'wb').write(bytes(data))


def write_many_entries(path, count):
    write_workbook(path, 1024)
    with zipfile.ZipFile(path, 'a', compression=zipfile.ZIP_DEFLATED) as zf:
        for index in range(count):
            zf.writestr(f'customXml/item{index}.xml', '<x/>')


def main():
    folder = sys.argv[1]
    write_workbook(os.path.join(folder, 'zip-bomb.xlsx'), 200 * 1024 * 1024)
    lying = os.path.join(folder, 'zip-bomb-lying.xlsx')
    write_workbook(lying, 20 * 1024 * 1024)
    understate_sheet_size(lying)
    write_many_entries(os.path.join(folder, 'zip-too-many-entries.xlsx'), 1001)


if __name__ == '__main__':
    main()

#!/usr/bin/env bash
# Regenerates the spreadsheet fixtures of apps/server/test/fixtures/spreadsheets/ from their CSV sources, with
# a real spreadsheet program (LibreOffice), so the tests read .xlsx and .xls files as people's tools write
# them, not only as SheetJS writes them. The generated files are committed: CI and the tests never need
# LibreOffice. Run this only after changing a CSV source or this script.
#
# Needs: soffice (Debian: apt-get install --no-install-recommends libreoffice-calc-nogui) and python3.
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
dir="$here/apps/server/test/fixtures/spreadsheets"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A private LibreOffice profile: no clash with a running LibreOffice, nothing left in $HOME.
soffice_run() { soffice -env:UserInstallation="file://$work/profile" --headless "$@" >/dev/null 2>&1; }

# CSV import options, by position: comma, double quote, UTF-8 (76), from line 1, <column formats>, en-US,
# quoted fields not forced to text, no special-number detection, (2 export-only), no space trimming,
# (export-only), and 13th "evaluate formulas" = false: a cell "=1+1" stays that text, as in the CSV.
csv_filter() { echo "CSV:44,34,76,1,$1,1033,false,false,false,false,false,-1,false"; }

# convert <csv name without .csv> <column formats, e.g. 12/2 = column 12 as Text> <target formats...>
convert() {
  local name="$1" formats="$2"
  shift 2
  for target in "$@"; do
    soffice_run --infilter="$(csv_filter "$formats")" --convert-to "$target" --outdir "$dir" "$dir/$name.csv"
  done
}

convert sales-tax '' xlsx xls
convert payroll-tax '' xlsx
# Zip Code as Text: a number would lose the leading zero of 02134.
convert tenants '12/2' xlsx xls
printf '' >"$work/empty.csv"
soffice_run --convert-to xlsx --outdir "$dir" "$work/empty.csv"

# push.xlsx has a second sheet (push-archive.csv) that the intake must ignore: built as a flat ODF
# spreadsheet (.fods), then converted by LibreOffice like the others.
python3 - "$dir/push.csv" "$dir/push-archive.csv" "$work/push.fods" <<'PY'
import csv, sys
from xml.sax.saxutils import escape, quoteattr

def table(name, path):
    rows = []
    with open(path, newline='', encoding='utf-8') as f:
        for line in csv.reader(f):
            cells = ''.join(
                f'<table:table-cell office:value-type="string"><text:p>{escape(c)}</text:p></table:table-cell>'
                if c else '<table:table-cell/>' for c in line)
            rows.append(f'<table:table-row>{cells}</table:table-row>')
    return f'<table:table table:name={quoteattr(name)}>{"".join(rows)}</table:table>'

doc = ('<?xml version="1.0" encoding="UTF-8"?>'
       '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
       'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
       'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" '
       'office:mimetype="application/vnd.oasis.opendocument.spreadsheet">'
       f'<office:body><office:spreadsheet>{table("Push", sys.argv[1])}{table("Archive", sys.argv[2])}'
       '</office:spreadsheet></office:body></office:document>')
open(sys.argv[3], 'w', encoding='utf-8').write(doc)
PY
soffice_run --convert-to xlsx --outdir "$dir" "$work/push.fods"

python3 "$here/scripts/make-zip-bomb-xlsx.py" "$dir"
ls -l "$dir"

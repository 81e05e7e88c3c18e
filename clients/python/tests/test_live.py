"""The client against the real server: test/clients/python/python.test.ts starts it as ``npm start`` builds it over a
generated 2026 and names it in the environment. Without that environment these tests are skipped (the vitest file
fails on any skip).

- ``KOYOMI_TEST_URL``: the server (a clock that stands still, generous limits, a proxy secret);
- ``KOYOMI_TEST_PRO_TOKEN``, ``KOYOMI_TEST_PROXY_SECRET``: a Pro token it knows, its proxy secret;
- ``KOYOMI_TEST_LIMITED_URL``: the same with one anonymous request a minute and a clock that stands still;
- ``KOYOMI_TEST_REFILLING_URL``: the same with 60 anonymous requests a minute on the real clock (npm start's limit);
- ``KOYOMI_TEST_EXAMPLES``: every operation's example call, from the endpoint table (JSON, see ``EXAMPLES``).
"""

from __future__ import annotations

import json
import os
import unittest
from typing import Any, Dict, List, Mapping, Optional, Tuple

from koyomi_api import (
    METHODS,
    OPERATIONS,
    AuthFailedError,
    InvalidDateError,
    InvalidDatetimeError,
    InvalidParameterError,
    KoyomiClient,
    OutOfCoverageError,
    PlanRequiredError,
    RangeTooLongError,
    RateLimitedError,
    Retry,
    RetryEvent,
)

URL = os.environ.get("KOYOMI_TEST_URL", "")
PRO_TOKEN = os.environ.get("KOYOMI_TEST_PRO_TOKEN", "")
PROXY_SECRET = os.environ.get("KOYOMI_TEST_PROXY_SECRET", "")
LIMITED_URL = os.environ.get("KOYOMI_TEST_LIMITED_URL", "")
REFILLING_URL = os.environ.get("KOYOMI_TEST_REFILLING_URL", "")

#: Every operation's call, by operation id: its endpoint's example (the contract's, docs/architecture.md#endpoints),
#: written by test/clients/python/python.test.ts as path arguments, query arguments and whether it needs a Pro plan. A
#: method the generator adds for a new endpoint is called with it, without a line here.
EXAMPLES: Dict[str, Tuple[Tuple[Any, ...], Dict[str, Any], bool]] = {
    operation: (tuple(call["args"]), dict(call["kwargs"]), bool(call["pro"]))
    for operation, call in json.loads(os.environ.get("KOYOMI_TEST_EXAMPLES", "{}")).items()
}

#: Calls written by hand (2026 is the generated coverage): their arguments, and whether each needs a Pro plan.
CALLS: Dict[str, Tuple[Tuple[Any, ...], Dict[str, Any], bool]] = {
    "health": ((), {}, False),
    "day": (("2026-01-01",), {}, False),
    "range": (("2026-01-01", "2026-01-07"), {}, False),
    "bulk": (("2026",), {}, True),
    "glossary": ((), {}, False),
    "find": ((), {"start": "2026-01-01", "end": "2026-03-31", "rokuyou": "taian", "limit": 3}, False),
    "business_day": (("2026-12-31",), {"calendar": "bank"}, False),
    "add_business_days": (("2026-12-21", 3), {"calendar": "government"}, False),
    "count_business_days": (("2026-03-01", "2026-03-31"), {"closed": ["wed"]}, False),
    "gotobi": ((2026, 5), {"roll": "next"}, False),
    "long_weekends": ((2026,), {}, False),
    "wareki": (("1582-06-21",), {"calendar": "julian"}, False),
    "wareki_list": ((), {"text": "天正10年6月2日", "date": "1600-10-21"}, False),
    "calendar_feed": ((), {"include": "holiday,rokuyou", "years": "2026"}, False),
    "changes": ((), {}, False),
    "changes_feed": ((), {}, False),
    "instants": ((2026,), {"kind": "sekki"}, False),
    "moment": (("2026-02-04T05:02+09:00",), {}, False),
    "birth_chart": (("2026-05-05T14:30+09:00",), {"sex": "female"}, True),
    "llms_txt": ((), {}, False),
}


class Recording(KoyomiClient):
    """A client that records the status of every answer it gets."""

    def __init__(self, *args: Any, **options: Any) -> None:
        super().__init__(*args, **options)
        self.statuses: List[int] = []

    def _send(self, url: str, fields: Mapping[str, str]) -> Tuple[int, Dict[str, str], bytes]:
        status, headers, body = super()._send(url, fields)
        self.statuses.append(status)
        return status, headers, body


@unittest.skipUnless(URL and PRO_TOKEN and PROXY_SECRET, "KOYOMI_TEST_URL, KOYOMI_TEST_PRO_TOKEN, KOYOMI_TEST_PROXY_SECRET")
class LiveTest(unittest.TestCase):
    def client(self, pro: bool = False, **options: Any) -> KoyomiClient:
        return KoyomiClient(URL, token=PRO_TOKEN if pro else None, **options)

    def call(self, client: KoyomiClient, method: str) -> Any:
        args, kwargs, _ = CALLS[method]
        return getattr(client, method)(*args, **kwargs)

    def example(self, operation: str, **options: Any) -> Any:
        """The answer to an operation's example; an example outside the 2026 coverage (as llms.txt's may be) answers its
        OUT_OF_COVERAGE, as ``{"ok": False, "code": ...}``."""
        args, kwargs, pro = EXAMPLES[operation]
        try:
            return getattr(self.client(pro, **options), METHODS[operation])(*args, **kwargs)
        except OutOfCoverageError as error:
            return {"ok": False, "code": error.code}

    def test_every_method(self) -> None:
        self.assertEqual(sorted(EXAMPLES), sorted(OPERATIONS))
        for operation in EXAMPLES:
            answer = self.example(operation)
            if isinstance(answer, str):
                self.assertTrue(answer.strip(), operation)
            elif answer["ok"] is not True:
                self.assertEqual(answer["code"], "OUT_OF_COVERAGE", operation)
        for method, (_, _, pro) in CALLS.items():
            answer = self.call(self.client(pro), method)
            if isinstance(answer, str):
                self.assertTrue(answer.strip(), method)
            else:
                self.assertIs(answer["ok"], True, method)
        self.assertEqual(self.call(self.client(), "day")["day"]["holiday"], "元日")
        self.assertEqual(self.call(self.client(True), "bulk")["years"], [2026])
        self.assertEqual(self.client(True).day("2026-01-01", view="pro")["day"].get("nengo"), "令和8年")
        self.assertEqual(self.call(self.client(), "add_business_days")["result"], "2026-12-24")
        self.assertEqual(self.call(self.client(), "moment")["pillars"]["year"], "丙午")
        self.assertEqual(self.call(self.client(True), "birth_chart")["pillars"]["year"]["kanshi"], "丙午")
        self.assertTrue(self.call(self.client(), "calendar_feed").startswith("BEGIN:VCALENDAR\r\n"))
        self.assertTrue(self.client().instants(2026, format="ics").startswith("BEGIN:VCALENDAR\r\n"))

    def test_the_query_style_answers_as_the_pretty_paths(self) -> None:
        for operation, spec in OPERATIONS.items():
            if spec.fn is None:
                continue
            self.assertEqual(self.example(operation, query_style=True), self.example(operation), operation)
            method = METHODS[operation]
            if method in CALLS:
                pro = CALLS[method][2]
                query_style = self.call(self.client(pro, query_style=True), method)
                self.assertEqual(query_style, self.call(self.client(pro), method), method)

    def test_the_gateway(self) -> None:
        gateway = KoyomiClient(URL, query_style=True, api_key="a-key", proxy_secret=PROXY_SECRET, subscription="PRO")
        self.assertEqual(gateway.health()["view"], "pro")
        self.assertEqual(gateway.day("2026-01-01")["view"], "pro")
        basic = KoyomiClient(URL, query_style=True, api_key="a-key", proxy_secret=PROXY_SECRET, subscription="BASIC")
        self.assertEqual(basic.health()["view"], "lite")
        with self.assertRaises(AuthFailedError):
            KoyomiClient(URL, query_style=True, api_key="a-key", proxy_secret="wrong", subscription="PRO").health()

    def test_typed_errors(self) -> None:
        koyomi = self.client()
        with self.assertRaises(InvalidDateError) as invalid:
            koyomi.day("2026-02-29")
        self.assertEqual((invalid.exception.status, invalid.exception.date), (400, "2026-02-29"))
        with self.assertRaises(AuthFailedError) as auth:
            KoyomiClient(URL, token="not-a-token").day("2026-01-01")
        self.assertEqual(auth.exception.status, 403)
        with self.assertRaises(PlanRequiredError):
            koyomi.bulk(2026)
        with self.assertRaises(RangeTooLongError) as too_long:
            koyomi.range("2026-01-01", "2026-03-01")
        self.assertEqual((too_long.exception.max_days, too_long.exception.start), (31, "2026-01-01"))
        with self.assertRaises(OutOfCoverageError) as outside:
            koyomi.day("2030-01-01")
        self.assertEqual(outside.exception.coverage, {"from": 2026, "to": 2026})
        with self.assertRaises(InvalidParameterError) as parameter:
            koyomi.find(start="2026-01-01", end="2026-01-31", rokuyou="nonsense")
        self.assertEqual((parameter.exception.parameter, parameter.exception.value), ("rokuyou", "nonsense"))
        with self.assertRaises(InvalidDatetimeError):
            koyomi.moment("2026-02-30T10:00")
        body = parameter.exception.body or {}
        self.assertEqual((body["ok"], body["code"]), (False, "INVALID_PARAMETER"))

    def test_etag_revalidation(self) -> None:
        koyomi = Recording(URL, etag_cache=True)
        first = koyomi.range("2026-01-01", "2026-01-31")
        second = koyomi.range("2026-01-01", "2026-01-31")
        csv_first = koyomi.range("2026-01-01", "2026-01-31", format="csv")
        csv_second = koyomi.range("2026-01-01", "2026-01-31", format="csv")
        self.assertEqual(koyomi.statuses, [200, 304, 200, 304])
        self.assertEqual(first, second)
        self.assertEqual(csv_first, csv_second)
        self.assertIsNot(first, second)

    def test_find_across_pages(self) -> None:
        paged = [d["iso"] for d in self.client().iter_find(start="2026-01-01", end="2026-12-31", rokuyou="taian", limit=7)]
        whole = self.client(True).find(start="2026-01-01", end="2026-12-31", rokuyou="taian", limit=366)
        self.assertEqual(paged, [d["iso"] for d in whole["days"]])
        self.assertEqual(len(paged), whole["total"])
        self.assertGreater(len(paged), 7 * 3)

    def test_lang_and_csv(self) -> None:
        english = self.client(lang="en")
        self.assertEqual(english.day("2026-01-01")["day"]["youbi"], "Thursday")
        self.assertEqual(english.day("2026-01-01", lang="ja")["day"]["youbi"], "木")
        csv_text = english.range("2026-01-01", "2026-01-03", format="csv")
        lines = csv_text.split("\r\n")
        self.assertTrue(lines[0].startswith("iso,"), lines[0])
        self.assertIn("Thursday", lines[1])
        self.assertEqual(len([line for line in lines if line]), 4)
        bulk = self.client(True).bulk(2026, format="csv")
        self.assertEqual(len([line for line in bulk.split("\r\n") if line]), 366)


@unittest.skipUnless(LIMITED_URL, "KOYOMI_TEST_LIMITED_URL")
class BoundedRetryTest(unittest.TestCase):
    """One request a minute and a clock that stands still: every 429 asks for the same wait, which never comes."""

    def test_a_wait_beyond_the_bound_is_not_waited_for(self) -> None:
        slept: List[float] = []
        events: List[RetryEvent] = []
        koyomi = KoyomiClient(LIMITED_URL, retry=Retry(max_retries=3, max_total_wait=5), sleep=slept.append, on_retry=events.append)
        caught: Optional[RateLimitedError] = None
        for _ in range(3):
            try:
                koyomi.day("2026-01-01")
            except RateLimitedError as error:
                caught = error
                break
        self.assertIsNotNone(caught)
        assert caught is not None
        self.assertEqual(caught.status, 429)
        self.assertGreater(caught.retry_after or 0, 5)
        self.assertEqual((slept, events), ([], []))
        # Within the bound, the retries are bounded in number.
        patient = KoyomiClient(LIMITED_URL, retry=Retry(max_retries=2, max_total_wait=3600), sleep=slept.append, on_retry=events.append)
        with self.assertRaises(RateLimitedError):
            patient.day("2026-01-01")
        self.assertEqual(slept, [caught.retry_after] * 2)
        self.assertEqual([e.attempt for e in events], [1, 2])


@unittest.skipUnless(REFILLING_URL, "KOYOMI_TEST_REFILLING_URL")
class RealRetryTest(unittest.TestCase):
    """60 requests a minute on the real clock: the first 429 asks for a second's wait, and the retry is answered."""

    def test_a_429_is_waited_for_and_answered(self) -> None:
        events: List[RetryEvent] = []
        koyomi = KoyomiClient(REFILLING_URL, on_retry=events.append)
        for _ in range(200):
            answer = koyomi.day("2026-01-01")
            self.assertEqual(answer["date"], "2026-01-01")
            if events:
                break
        self.assertEqual(len(events), 1)
        self.assertIsInstance(events[0].error, RateLimitedError)
        self.assertEqual(events[0].wait, 1.0)
        self.assertEqual(events[0].error.headers.get("retry-after"), "1")


if __name__ == "__main__":
    unittest.main()

"""The koyomi-api client: requests, credentials, retries, the ETag cache, paging and the gw.php query style.

The methods, one per operation of the OpenAPI document, are generated (operations.py); this module sends their
requests with the standard library only (urllib.request, json, gzip). A client holds one credential and no other
state but its optional ETag cache, which is locked: one client may serve several threads.
"""

from __future__ import annotations

import datetime
import email.utils
import gzip
import json
import platform
import threading
import time
import urllib.parse
import urllib.request
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable, Dict, Iterator, Mapping, Optional, Sequence, Tuple, Union, cast

from .errors import HealthUnavailableError, KoyomiError, UnexpectedResponseError, error_class
from .operations import (
    API_KEY_HEADER,
    OPERATIONS,
    PROXY_SECRET_HEADER,
    SUBSCRIPTION_HEADER,
    KoyomiOperations,
    Operation,
)

__version__ = "0.1.0"

#: What a request accepts: every body the API answers with, JSON first.
ACCEPT = "application/json, text/csv, text/calendar, application/atom+xml, text/plain"


@dataclass(frozen=True)
class Retry:
    """How answers that say when to come back are retried: a 429, and a 503 that carries ``Retry-After``.

    The wait is the answer's ``Retry-After`` (seconds, or an HTTP date), or ``default_wait`` seconds for a 429
    without one. A 503 without ``Retry-After`` (DATA_UNAVAILABLE, health) is the node's state and is not retried.
    Both bounds hold for one call: after ``max_retries`` retries, or when the next wait would take the call's total
    wait past ``max_total_wait`` seconds, the error is raised at once (``retry_after`` tells how long it asked).
    """

    #: Retries after the first attempt (0: none).
    max_retries: int = 3
    #: Seconds one call may spend waiting before retries, all waits together.
    max_total_wait: float = 60.0
    #: Seconds waited after a 429 that carries no ``Retry-After`` (the API always sends one).
    default_wait: float = 1.0


@dataclass(frozen=True)
class RetryEvent:
    """A retry about to happen, as ``on_retry`` receives it: the typed error of the answer, and the wait."""

    #: The operationId of the call.
    operation: str
    #: The URL asked.
    url: str
    #: The attempt that was answered so (1 for the first request).
    attempt: int
    #: Seconds about to be waited before the next attempt.
    wait: float
    #: The answer's error: a ``RateLimitedError`` (429) or ``ServiceBusyError`` (503), ``retry_after`` set.
    error: KoyomiError


class EtagCache:
    """Answers kept with their ``ETag``, to revalidate them: bounded in entries and in characters of text.

    The least recently used entry goes first once there are more than ``max_entries`` entries or more than
    ``max_chars`` characters of body text in all; a body longer than ``max_chars`` is never kept. Thread-safe.
    """

    def __init__(self, max_entries: int = 100, max_chars: int = 4_000_000) -> None:
        """A cache of at most ``max_entries`` answers and ``max_chars`` characters of text in all."""
        self.max_entries = max_entries
        self.max_chars = max_chars
        self._entries: OrderedDict[str, Tuple[str, str]] = OrderedDict()
        self._chars = 0
        self._lock = threading.Lock()

    def get(self, key: str) -> Optional[Tuple[str, str]]:
        """The ``(etag, text)`` kept under ``key`` (made the most recently used), or None."""
        with self._lock:
            entry = self._entries.get(key)
            if entry is not None:
                self._entries.move_to_end(key)
            return entry

    def put(self, key: str, etag: str, text: str) -> None:
        """Keeps ``text`` under ``key`` with its ETag, dropping the least recently used entries past the bounds."""
        with self._lock:
            self._drop(key)
            if len(text) > self.max_chars or self.max_entries < 1:
                return
            self._entries[key] = (etag, text)
            self._chars += len(text)
            while len(self._entries) > self.max_entries or self._chars > self.max_chars:
                self._drop(next(iter(self._entries)))

    def clear(self) -> None:
        """Forgets every answer."""
        with self._lock:
            self._entries.clear()
            self._chars = 0

    def __len__(self) -> int:
        return len(self._entries)

    def _drop(self, key: str) -> None:
        entry = self._entries.pop(key, None)
        if entry is not None:
            self._chars -= len(entry[1])


def retry_after_seconds(value: Optional[str], now: Optional[float] = None) -> Optional[float]:
    """``Retry-After`` in seconds (RFC 9110 §10.2.3: delta-seconds or an HTTP date), or None when absent or unreadable.

    ``now`` is the current time in seconds since the epoch (default: the clock); a date in the past is 0.
    """
    if value is None:
        return None
    text = value.strip()
    if text.isdigit():
        return float(text)
    try:
        when = email.utils.parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError):
        return None
    if when.tzinfo is None:
        # An HTTP date is GMT; a parser may hand it back naive.
        when = when.replace(tzinfo=datetime.timezone.utc)
    return max(0.0, when.timestamp() - (time.time() if now is None else now))


def parameter_text(value: Any) -> str:
    """A parameter's value as the API reads it.

    Text as it is; ``bool`` as true/false; numbers in decimal; ``datetime.date`` as YYYY-MM-DD; ``datetime.datetime``
    in ISO 8601 (to the minute when it has no seconds; a naive one has no offset, which the API reads on the civil
    clock of Japan); a list or tuple comma-separated.
    """
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, datetime.datetime):
        whole_minute = value.second == 0 and value.microsecond == 0
        return value.isoformat(timespec="minutes" if whole_minute else "auto")
    if isinstance(value, datetime.date):
        return value.isoformat()
    if isinstance(value, (list, tuple)):
        items: Sequence[Any] = cast(Sequence[Any], value)
        return ",".join(parameter_text(item) for item in items)
    raise TypeError(f"a parameter value must be text, a number, a bool, a date or a list of them, not {type(value).__name__}")


class KoyomiClient(KoyomiOperations):
    """A client of the koyomi-api JSON API (docs/interface.md): one method per operation, named from its operationId.

    Example::

        koyomi = KoyomiClient("http://127.0.0.1:8787")
        koyomi.day("2026-01-01")["day"]["holiday"]  # "元日"

    Every method answers the operation's 200 body, JSON parsed (text for the feeds, llms.txt and ``format="csv"``),
    or raises the ``KoyomiError`` subclass of the answer's code. Network failures raise what urllib raises
    (``urllib.error.URLError``, ``TimeoutError``: both ``OSError``).
    """

    def __init__(
        self,
        base_url: str,
        *,
        token: Optional[str] = None,
        api_key: Optional[str] = None,
        proxy_secret: Optional[str] = None,
        subscription: Optional[str] = None,
        query_style: bool = False,
        lang: Optional[str] = None,
        headers: Optional[Mapping[str, str]] = None,
        retry: Union[Retry, bool] = True,
        on_retry: Optional[Callable[[RetryEvent], None]] = None,
        etag_cache: Union[EtagCache, bool] = False,
        timeout: float = 30.0,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        """A client of the service at ``base_url`` (``http://127.0.0.1:8787``; a path prefix is kept).

        Args:
            base_url: the service address.
            token: a Pro or Ultra token, sent as ``Authorization: Bearer <token>``.
            api_key: through an API gateway: ``X-Gw-API-Key``.
            proxy_secret: through an API gateway: ``X-Gw-Proxy-Secret``.
            subscription: through an API gateway: ``X-Gw-Subscription`` (BASIC, PRO, ULTRA, MEGA).
            query_style: send every operation that has a gw.php function as ``{base_url}/gw.php?fn=…`` (path
                parameters as query parameters), as gateways that route one script expect; the others (the
                calendar and Atom feeds, llms.txt) keep their paths. The answers are the same, byte for byte.
            lang: the default of ``lang`` (``"ja"`` or ``"en"``) for every operation that takes it; a call's own
                ``lang`` wins.
            headers: header fields sent with every request.
            retry: the retry policy (``True``: ``Retry()``'s defaults, 3 retries within 60 s; ``False``: none).
            on_retry: called before each wait with a ``RetryEvent`` (to log it).
            etag_cache: keep answers and revalidate them (``If-None-Match``; a 304 answers the kept body):
                ``True`` for ``EtagCache()``'s bounds, or an ``EtagCache``. Off by default.
            timeout: seconds a request may wait for the server (connecting, and between bytes of the answer).
            sleep: how to wait before a retry, in seconds (tests pass their own).
        """
        self.base_url = base_url.rstrip("/")
        self.query_style = query_style
        self.lang = lang
        self.timeout = timeout
        self.retry: Retry = Retry() if retry is True else Retry(max_retries=0) if retry is False else retry
        self.on_retry = on_retry
        self.etag_cache: Optional[EtagCache] = EtagCache() if etag_cache is True else etag_cache or None
        self._sleep = sleep
        own: Dict[str, str] = {
            "Accept": ACCEPT,
            # The server compresses large bodies when asked; gzip is in the standard library.
            "Accept-Encoding": "gzip",
            "User-Agent": f"koyomi-api-client-python/{__version__} (Python {platform.python_version()})",
        }
        if token is not None:
            own["Authorization"] = f"Bearer {token}"
        if api_key is not None:
            own[API_KEY_HEADER] = api_key
        if proxy_secret is not None:
            own[PROXY_SECRET_HEADER] = proxy_secret
        if subscription is not None:
            own[SUBSCRIPTION_HEADER] = subscription
        self.headers: Dict[str, str] = _merged(own, headers)
        # urllib's default handlers (proxies from the environment), and no exception for a status: the client reads
        # every status itself (the API never redirects).
        self._opener = urllib.request.build_opener(_NoRaise)

    def url(self, operation: str, path: Optional[Mapping[str, Any]] = None, query: Optional[Mapping[str, Any]] = None) -> str:
        """The URL a call of ``operation`` asks for (path parameters by name, query parameters by the API's names).

        Query parameters that are None are left out; the client's ``lang`` is added where the operation takes it.
        """
        spec = OPERATIONS[operation]
        path = path or {}
        params: Dict[str, Any] = {name: value for name, value in (query or {}).items() if value is not None}
        if self.lang is not None and "lang" in spec.query_params and "lang" not in params:
            params["lang"] = self.lang
        missing = [name for name in spec.path_params if path.get(name) is None]
        if missing:
            raise TypeError(f"{operation}: the path parameter {missing[0]} is missing")
        if self.query_style and spec.fn is not None:
            # gw.php takes each path parameter as a query parameter of the same name.
            items = [("fn", spec.fn)] + [(name, parameter_text(path[name])) for name in spec.path_params]
            items += [(name, parameter_text(value)) for name, value in params.items()]
            return f"{self.base_url}/gw.php?{urllib.parse.urlencode(items)}"
        filled = spec.path
        for name in spec.path_params:
            # `,` (lists), `:` and `+` (a date-time's time and offset) are path characters the API takes as they are.
            filled = filled.replace("{" + name + "}", urllib.parse.quote(parameter_text(path[name]), safe=",:+"))
        search = urllib.parse.urlencode([(name, parameter_text(value)) for name, value in params.items()])
        return f"{self.base_url}{filled}{'?' + search if search else ''}"

    def _call(
        self,
        operation: str,
        path: Mapping[str, Any],
        query: Mapping[str, Any],
        headers: Optional[Mapping[str, str]],
    ) -> Any:
        spec = OPERATIONS[operation]
        url = self.url(operation, path, query)
        text = _is_text(spec, query.get("format"))
        fields = _merged(self.headers, headers)
        cached = self.etag_cache.get(url) if self.etag_cache is not None else None
        if cached is not None and not any(k.lower() == "if-none-match" for k in fields):
            fields["If-None-Match"] = cached[0]
        waited = 0.0
        attempt = 1
        while True:
            status, answer_headers, body = self._send(url, fields)
            if status == 304 and cached is not None:
                # A fresh parse of the kept text: the caller may change what it gets.
                return cached[1] if text else json.loads(cached[1])
            if status == 200:
                # A CSV starts with a byte-order mark (for Excel); the text is the characters after it.
                decoded = body.decode("utf-8")
                decoded = decoded[1:] if decoded.startswith("\ufeff") else decoded
                etag = answer_headers.get("etag")
                if self.etag_cache is not None and etag is not None:
                    self.etag_cache.put(url, etag, decoded)
                return decoded if text else json.loads(decoded)
            error = _error(status, answer_headers, body, operation, url)
            wait = self._wait(status, error)
            if wait is None or attempt > self.retry.max_retries or waited + wait > self.retry.max_total_wait:
                raise error
            if self.on_retry is not None:
                self.on_retry(RetryEvent(operation=operation, url=url, attempt=attempt, wait=wait, error=error))
            self._sleep(wait)
            waited += wait
            attempt += 1

    def _wait(self, status: int, error: KoyomiError) -> Optional[float]:
        """Seconds to wait before retrying an answer, or None when it is not retried."""
        if status == 429:
            return self.retry.default_wait if error.retry_after is None else error.retry_after
        if status == 503 and error.retry_after is not None:
            return error.retry_after
        return None

    def _pages(
        self,
        operation: str,
        path: Mapping[str, Any],
        query: Mapping[str, Any],
        headers: Optional[Mapping[str, str]],
    ) -> Iterator[Any]:
        page_query = dict(query)
        while True:
            page = self._call(operation, path, page_query, headers)
            yield from page["days"]
            following = page.get("next")
            if following is None:
                return
            if following == parameter_text(page_query["start"]):
                # A server that answers its own start as next would page forever.
                raise UnexpectedResponseError(
                    status=200,
                    code="UNEXPECTED_RESPONSE",
                    error=f"next is the page's own start ({following})",
                    operation=operation,
                    url=self.url(operation, path, page_query),
                )
            page_query["start"] = following

    def _send(self, url: str, fields: Mapping[str, str]) -> Tuple[int, Dict[str, str], bytes]:
        """One GET: the status, the header fields (lower-case names) and the body, decompressed."""
        request = urllib.request.Request(url, headers=dict(fields), method="GET")
        with self._opener.open(request, timeout=self.timeout) as response:
            status = int(response.status)
            answer_headers = {k.lower(): v for k, v in response.headers.items()}
            body = response.read()
        if answer_headers.get("content-encoding", "").lower() == "gzip":
            body = gzip.decompress(body)
        return status, answer_headers, body


class _NoRaise(urllib.request.HTTPErrorProcessor):
    """Hands every answer over as it is: statuses are the client's to read, not exceptions."""

    def http_response(self, request: urllib.request.Request, response: Any) -> Any:
        return response

    https_response = http_response


def _merged(base: Mapping[str, str], extra: Optional[Mapping[str, str]]) -> Dict[str, str]:
    """Header fields of ``base`` with ``extra``'s added, a name in both (in any case) taking ``extra``'s value."""
    out = dict(base)
    for name, value in (extra or {}).items():
        for old in [k for k in out if k.lower() == name.lower()]:
            del out[old]
        out[name] = value
    return out


def _is_text(spec: Operation, fmt: Any) -> bool:
    """Whether a call's 200 is text: a text operation, or a ``format`` that answers text (csv, ics)."""
    return spec.text or (fmt is not None and parameter_text(fmt) in spec.text_formats)


def _error(status: int, headers: Mapping[str, str], body: bytes, operation: str, url: str) -> KoyomiError:
    """The typed error of an answer: the class of its ``code``, health's 503, or an unexpected answer."""
    retry_after = retry_after_seconds(headers.get("retry-after"))
    text = body.decode("utf-8", errors="replace")
    try:
        parsed: Any = json.loads(text)
    except ValueError:
        parsed = None
    common: Dict[str, Any] = {"status": status, "retry_after": retry_after, "headers": headers, "operation": operation, "url": url}
    if isinstance(parsed, dict) and cast(Dict[str, Any], parsed).get("ok") is False:
        fields = cast(Dict[str, Any], parsed)
        message = str(fields.get("error", ""))
        code, reason = fields.get("code"), fields.get("reason")
        if isinstance(code, str):
            return error_class(code)(code=code, error=message, body=fields, **common)
        if isinstance(reason, str):
            return HealthUnavailableError(code=reason, error=message, body=fields, **common)
    return UnexpectedResponseError(
        code="UNEXPECTED_RESPONSE",
        error=f"HTTP {status}" + (f": {text[:200]}" if text else ""),
        **common,
    )

"""koyomi-api-client: a typed Python client of koyomi-api, the Japanese calendar (暦) JSON API.

``KoyomiClient`` has one method per operation of the API's OpenAPI document (``day``, ``range``, ``find``,
``birth_chart``, …), generated from it with the answers' types (``koyomi_api.types``) and one exception per error
code (``koyomi_api.errors``). Standard library only; Python 3.9 or later.
"""

from .client import ACCEPT, EtagCache, KoyomiClient, Retry, RetryEvent, __version__, parameter_text, retry_after_seconds
from . import errors
from .errors import *  # noqa: F401,F403 (every error class, listed in errors.__all__)
from .operations import API_VERSION, METHODS, OPERATIONS, KoyomiOperations, Operation

__all__ = [
    "ACCEPT",
    "API_VERSION",
    "EtagCache",
    "KoyomiClient",
    "KoyomiOperations",
    "METHODS",
    "OPERATIONS",
    "Operation",
    "Retry",
    "RetryEvent",
    "__version__",
    "parameter_text",
    "retry_after_seconds",
]
__all__ += errors.__all__

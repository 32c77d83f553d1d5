"""``python -m smashup_rules.position > smashup_rules/data/position.schema.json``: the JSON Schema of position files."""


import json

from smashup_rules.position.schema import position_json_schema


print(json.dumps(position_json_schema(), indent=1, ensure_ascii=False))

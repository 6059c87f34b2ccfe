// ScenarioFile: placeholder until its issue lands.

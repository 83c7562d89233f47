extensions = ["risk_ref.sphinxext"]
primary_domain = "risk"
risk_features_dir = "features"
exclude_patterns = ["_build", "features"]
locale_dirs = ["locales"]
risk_limits = {"max-line": 1048576}
